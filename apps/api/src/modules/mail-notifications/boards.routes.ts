import { boardResponseSchema, idParamsSchema, pagingQuerySchema } from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import type { BoardsService } from './boards.service';

/** An organisation's notice board: GET /api/boards/{id} (the web's /workbench/boards/{id}). */
export const boardsRoutes: FastifyPluginAsyncZod<{ service: BoardsService }> = async (app, { service }) => {
  app.get(
    '/boards/:id',
    {
      // Anyone signed in: a board shows each caller only what reached them (its staff, all of it).
      config: { access: 'signed_in' },
      schema: {
        tags: ['boards'],
        params: idParamsSchema,
        querystring: pagingQuerySchema,
        response: { 200: boardResponseSchema },
      },
    },
    (req) => service.board(actorOf(req), req.params.id, req.query),
  );
};
