import { FEATURE_ENDPOINTS } from '@lbd/shared/endpoints';
import { POST_LIMITS, POST_TEXTS } from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, ANY_PROFILE } from '../../lib/actor';
import { readUploadedImage, withUploads } from '../../plugins/multipart';
import type { InteractionsService } from './interactions.service';
import type { PostsService } from './posts.service';

export interface PostsRouteDeps {
  posts: PostsService;
  interactions: InteractionsService;
}

const E = FEATURE_ENDPOINTS.posts;

/** Every profile reads and writes posts; admins read, delete and pin (issue 28 items 1-4, decision 0079). */
export const postsRoutes: FastifyPluginAsyncZod<PostsRouteDeps> = async (app, { posts, interactions }) => {
  const tags = ['posts'];
  const reader = { access: { profiles: ANY_PROFILE, adminToo: true } } as const;
  const writer = { access: { profiles: ANY_PROFILE } } as const;
  // 429: a new account past its daily allowance (decision 0082).
  const publisher = { ...writer, answers: [429] } as const;
  // Pinning is community moderation: admins holding approve_profiles (decision 0084).
  const admin = { access: { admin: 'approve_profiles' } } as const;

  app.get('/posts', { config: reader, schema: { tags, ...E['GET /api/posts'] } }, (req) =>
    posts.feed(actorOf(req), req.query),
  );
  app.post('/posts', { config: publisher, schema: { tags, ...E['POST /api/posts'] } }, async (req, reply) =>
    reply.code(201).send({ data: await posts.create(actorOf(req), req.body) }),
  );
  await withUploads(app, (uploads) => {
    uploads.post(
      '/posts/images',
      { config: writer, schema: { tags, ...E['POST /api/posts/images'] } },
      async (req, reply) => {
        const { bytes } = await readUploadedImage(req, POST_LIMITS.imageBytesMax, POST_TEXTS.imageRefused);
        return reply.code(201).send({ data: await posts.addImage(actorOf(req), bytes) });
      },
    );
  });
  app.get('/posts/channels', { config: writer, schema: { tags, ...E['GET /api/posts/channels'] } }, async (req) => ({
    data: await posts.channelOptions(actorOf(req), req.query),
  }));
  app.post('/posts/:id/read', { config: writer, schema: { tags, ...E['POST /api/posts/:id/read'] } }, async (req) => ({
    data: await posts.markRead(actorOf(req), req.params.id),
  }));
  app.get('/posts/:id', { config: reader, schema: { tags, ...E['GET /api/posts/:id'] } }, async (req) => ({
    data: await posts.show(actorOf(req), req.params.id),
  }));
  app.put('/posts/:id', { config: writer, schema: { tags, ...E['PUT /api/posts/:id'] } }, async (req) => ({
    data: await posts.update(actorOf(req), req.params.id, req.body),
  }));
  app.delete('/posts/:id', { config: reader, schema: { tags, ...E['DELETE /api/posts/:id'] } }, async (req, reply) => {
    await posts.remove(actorOf(req), req.params.id);
    return reply.code(204).send(null);
  });

  app.post('/posts/:id/like', { config: writer, schema: { tags, ...E['POST /api/posts/:id/like'] } }, async (req) => ({
    data: await interactions.likePost(actorOf(req), req.params.id, true),
  }));
  app.delete('/posts/:id/like', { config: writer, schema: { tags, ...E['DELETE /api/posts/:id/like'] } }, async (req) => ({
    data: await interactions.likePost(actorOf(req), req.params.id, false),
  }));
  app.get('/posts/:id/comments', { config: reader, schema: { tags, ...E['GET /api/posts/:id/comments'] } }, (req) =>
    interactions.comments(actorOf(req), req.params.id, req.query),
  );
  app.post(
    '/posts/:id/comments',
    { config: publisher, schema: { tags, ...E['POST /api/posts/:id/comments'] } },
    async (req, reply) =>
      reply.code(201).send({ data: await interactions.comment(actorOf(req), req.params.id, req.body) }),
  );
  app.delete(
    '/post_comments/:id',
    { config: reader, schema: { tags, ...E['DELETE /api/post_comments/:id'] } },
    async (req, reply) => {
      await interactions.removeComment(actorOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/post_comments/:id/like',
    { config: writer, schema: { tags, ...E['POST /api/post_comments/:id/like'] } },
    async (req) => ({ data: await interactions.likeComment(actorOf(req), req.params.id, true) }),
  );
  app.delete(
    '/post_comments/:id/like',
    { config: writer, schema: { tags, ...E['DELETE /api/post_comments/:id/like'] } },
    async (req) => ({ data: await interactions.likeComment(actorOf(req), req.params.id, false) }),
  );

  app.get('/post_mentions', { config: writer, schema: { tags, ...E['GET /api/post_mentions'] } }, async (req) => ({
    data: await interactions.mentionable(req.query.query),
  }));
  app.get('/follows', { config: writer, schema: { tags, ...E['GET /api/follows'] } }, async (req) => ({
    data: await interactions.following(actorOf(req)),
  }));
  app.post('/follows', { config: writer, schema: { tags, ...E['POST /api/follows'] } }, async (req) => ({
    data: await interactions.follow(actorOf(req), req.body, true),
  }));
  app.delete('/follows', { config: writer, schema: { tags, ...E['DELETE /api/follows'] } }, async (req) => ({
    data: await interactions.follow(actorOf(req), req.body, false),
  }));

  app.post('/admin/posts/:id/pin', { config: admin, schema: { tags, ...E['POST /api/admin/posts/:id/pin'] } }, async (req) => ({
    data: await posts.pin(actorOf(req), req.params.id, true),
  }));
  app.delete(
    '/admin/posts/:id/pin',
    { config: admin, schema: { tags, ...E['DELETE /api/admin/posts/:id/pin'] } },
    async (req) => ({ data: await posts.pin(actorOf(req), req.params.id, false) }),
  );
};
