import { createdIdResponseSchema, idParamsSchema as params, noContentSchema } from '../api';
import type { EndpointTable } from '../endpoint-table';
import {
  channelsQuerySchema,
  channelsResponseSchema,
  commentBodySchema,
  commentResponseSchema,
  commentsQuerySchema,
  commentsResponseSchema,
  feedQuerySchema,
  feedResponseSchema,
  followBodySchema,
  followResponseSchema,
  followsResponseSchema,
  likeResponseSchema,
  hideResponseSchema,
  mentionQuerySchema,
  moderationDecisionBodySchema,
  moderationDecisionResponseSchema,
  moderationListResponseSchema,
  moderationQuerySchema,
  mentionResponseSchema,
  pinResponseSchema,
  postBodySchema,
  postImageResponseSchema,
  postResponseSchema,
  readResponseSchema,
  reportBodySchema,
  reportResponseSchema,
} from './schemas';

const noContent = { 204: noContentSchema };

/** The posts routes of the API (issue 28 items 1-4, decision 0079): each one's schemas, as its route declares them. */
export const POSTS_ENDPOINTS = {
  'GET /api/posts': { querystring: feedQuerySchema, response: { 200: feedResponseSchema } },
  'POST /api/posts': { body: postBodySchema, response: { 201: createdIdResponseSchema } },
  'POST /api/posts/images': { response: { 201: postImageResponseSchema } },
  'GET /api/posts/:id': { params, response: { 200: postResponseSchema } },
  'PUT /api/posts/:id': { params, body: postBodySchema, response: { 200: postResponseSchema } },
  'DELETE /api/posts/:id': { params, response: noContent },
  'POST /api/posts/:id/like': { params, response: { 200: likeResponseSchema } },
  'DELETE /api/posts/:id/like': { params, response: { 200: likeResponseSchema } },
  'GET /api/posts/:id/comments': { params, querystring: commentsQuerySchema, response: { 200: commentsResponseSchema } },
  'POST /api/posts/:id/comments': { params, body: commentBodySchema, response: { 201: commentResponseSchema } },
  'DELETE /api/post_comments/:id': { params, response: noContent },
  'POST /api/post_comments/:id/like': { params, response: { 200: likeResponseSchema } },
  'DELETE /api/post_comments/:id/like': { params, response: { 200: likeResponseSchema } },
  'GET /api/post_mentions': { querystring: mentionQuerySchema, response: { 200: mentionResponseSchema } },
  'GET /api/follows': { response: { 200: followsResponseSchema } },
  'POST /api/follows': { body: followBodySchema, response: { 200: followResponseSchema } },
  'DELETE /api/follows': { body: followBodySchema, response: { 200: followResponseSchema } },
  'POST /api/admin/posts/:id/pin': { params, response: { 200: pinResponseSchema } },
  'DELETE /api/admin/posts/:id/pin': { params, response: { 200: pinResponseSchema } },
  // Moderation (issue 28 item 5).
  'POST /api/posts/:id/report': { params, body: reportBodySchema, response: { 200: reportResponseSchema } },
  'POST /api/post_comments/:id/report': { params, body: reportBodySchema, response: { 200: reportResponseSchema } },
  'POST /api/posts/:id/hide': { params, response: { 200: hideResponseSchema } },
  'DELETE /api/posts/:id/hide': { params, response: { 200: hideResponseSchema } },
  'GET /api/moderation/reports': { querystring: moderationQuerySchema, response: { 200: moderationListResponseSchema } },
  'POST /api/moderation/posts/:id': {
    params,
    body: moderationDecisionBodySchema,
    response: { 200: moderationDecisionResponseSchema },
  },
  'POST /api/moderation/comments/:id': {
    params,
    body: moderationDecisionBodySchema,
    response: { 200: moderationDecisionResponseSchema },
  },
  // Campus channels (issue 28 item 7).
  'GET /api/posts/channels': { querystring: channelsQuerySchema, response: { 200: channelsResponseSchema } },
  'POST /api/posts/:id/read': { params, response: { 200: readResponseSchema } },
} as const satisfies EndpointTable;
