import { API_MESSAGES, type ErrorBody, type ErrorCode } from '@lbd/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, rootCause } from '../db/errors';
import { AppError, type Popup } from '../lib/errors';
import { ProviderUnavailableError } from '../lib/payments/provider';

interface Failure {
  status: number;
  code: ErrorCode;
  message: string;
  fields?: Record<string, string>;
  popup?: Popup;
  details?: Record<string, unknown>;
}

/**
 * Bodies that wrap one record ({ profile: {...} }, { portfolio: {...} }, { education: {...} }):
 * field errors name the field inside, as the form that shows them knows it.
 */
const WRAPPERS = new Set([
  'profile',
  'portfolio',
  'education',
  'subject',
  'external_course',
  'external_project',
  'external_event',
  'reading',
  'social_club',
  'internship',
]);

/** Field name for a validation issue: the dotted path inside the part, or the part itself. */
export function fieldName(instancePath: string, context: string | undefined): string {
  const segments = instancePath.replace(/^\//, '').split('/').filter(Boolean);
  if (context === 'body' && segments.length > 1 && WRAPPERS.has(segments[0]!)) segments.shift();
  return segments.join('.') || context || 'request';
}

/** Map anything thrown to the status and body a client should see. */
export function describeError(error: unknown): Failure | null {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      code: error.code,
      message: error.message,
      fields: error.fields,
      popup: error.popup,
      details: error.details,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const name = fieldName(issue.instancePath, error.validationContext);
      fields[name] ??= issue.message ?? 'Invalid value';
    }
    return { status: 422, code: 'VALIDATION_FAILED', message: API_MESSAGES.validation, fields };
  }
  const fe = error as Partial<FastifyError>;
  switch (fe.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        status: 422,
        code: 'VALIDATION_FAILED',
        message: API_MESSAGES.malformedJson,
        fields: { body: API_MESSAGES.malformedJson },
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: API_MESSAGES.tooLarge };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: API_MESSAGES.unsupportedMediaType };
  }
  if (error instanceof SyntaxError && fe.statusCode === 400) {
    return {
      status: 422,
      code: 'VALIDATION_FAILED',
      message: API_MESSAGES.malformedJson,
      fields: { body: API_MESSAGES.malformedJson },
    };
  }
  if (isDatabaseUnavailable(error) || error instanceof ProviderUnavailableError)
    return { status: 503, code: 'UNAVAILABLE', message: API_MESSAGES.unavailable };
  if (fe.statusCode === 429) return { status: 429, code: 'RATE_LIMITED', message: API_MESSAGES.rateLimited };
  if (fe.statusCode === 404) return { status: 404, code: 'NOT_FOUND', message: API_MESSAGES.notFound };
  // Other 4xx raised by Fastify itself (bad content length, bad URL, ...): safe to name the problem generically.
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    return { status: 400, code: 'BAD_REQUEST', message: API_MESSAGES.validation };
  }
  return null;
}

export function sendError(reply: FastifyReply, request: FastifyRequest, failure: Failure): FastifyReply {
  const body: ErrorBody = {
    error: {
      code: failure.code,
      message: failure.message,
      request_id: String(request.id),
      ...(failure.fields ? { fields: failure.fields } : {}),
      ...(failure.popup ? { popup: failure.popup } : {}),
      ...(failure.details ? { details: failure.details } : {}),
    },
  };
  // The body is already final: skip the route's response schema, which describes success only.
  // The request id header is set here too: errors raised by the router skip the onSend hooks.
  return reply
    .code(failure.status)
    .header('x-request-id', String(request.id))
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(body);
}

/**
 * Errors the router raises before any route or hook runs (a path with a broken percent escape, a path
 * parameter longer than the router allows): Fastify's `frameworkErrors` option sends them here, so they
 * get the envelope too instead of Fastify's own body.
 */
export function sendFrameworkError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const known = describeError(error);
  if (known) return sendError(reply, request, known);
  request.log.error({ err: error }, 'unhandled router error');
  return sendError(reply, request, { status: 500, code: 'INTERNAL', message: API_MESSAGES.internal });
}

/** The one place that turns errors into the error envelope. */
export default fp(
  async function errorHandlerPlugin(app: FastifyInstance) {
    app.setErrorHandler((error, request, reply) => {
      const known = describeError(error);
      // No route has this path: a body that does not parse is beside the point (it is read before the
      // not-found handler runs), the answer is that there is no such route.
      if (request.is404 && known && known.status < 500)
        return sendError(reply, request, {
          status: 404,
          code: 'NOT_FOUND',
          message: request.url.startsWith('/api') ? API_MESSAGES.routeNotFound : API_MESSAGES.notFound,
        });
      if (known) {
        if (known.code === 'UNAVAILABLE') {
          // A database (or payment provider) outage fails many requests alike: one short line each, without
          // the query or its values (the provider's error names the call only, never a key).
          if (error instanceof ProviderUnavailableError)
            request.log.warn(
              { cause: { reason: error.reason, message: error.message } },
              'payment provider unavailable',
            );
          else request.log.warn({ cause: rootCause(error) }, 'database unavailable');
          reply.header('retry-after', '5');
        } else if (known.status >= 500) request.log.error({ err: error }, 'request failed');
        return sendError(reply, request, known);
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendError(reply, request, { status: 500, code: 'INTERNAL', message: API_MESSAGES.internal });
    });
  },
  { name: 'error-handler' },
);
