import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { errorBodySchema } from '@lbd/shared';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../lib/access';

/**
 * The OpenAPI document served at /api/docs, built from the routes' own zod schemas and access rules,
 * so it cannot say something the server does not do: who may call each operation (the bearer scheme, or
 * none), every error status it can answer with the one error envelope, an operationId and a summary.
 * test/support/openapi-check.ts validates every answer of the HTTP suite against it.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Statuses a route answers that its schema and access do not show: a success without a body (204,
     * a 303 redirect) or an error its handler decides (a public list that is private without a filter).
     */
    answers?: readonly number[];
  }
}

const ERROR_REF = '#/components/schemas/ErrorBody';

const DESCRIPTIONS: Record<number, string> = {
  204: 'Done; no body',
  303: 'See the page at Location',
  400: 'The body is not well-formed',
  401: 'Not signed in, or the session has ended',
  402: 'Paid content the caller does not hold; details name the item to buy',
  403: 'Signed in, but this role may not call it',
  404: 'No such record, or not one the caller may see',
  409: 'Conflicts with the current state of the record',
  413: 'The body or file is too large',
  415: 'The content type is not accepted',
  422: 'The input breaks a rule; fields names each problem',
  429: 'Too many calls; try again later',
  503: 'The database does not answer',
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Statuses besides its own successes that a route can answer, from its method, schema and access. */
export function errorStatuses(route: Pick<RouteOptions, 'method' | 'url' | 'config' | 'schema'>): number[] {
  const method = String(Array.isArray(route.method) ? route.method[0] : route.method).toUpperCase();
  const config = route.config as { access?: Access; rateLimit?: unknown; answers?: readonly number[] } | undefined;
  const access = config?.access;
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const out = new Set<number>();
  if (route.url === '/healthz') return [];
  if (route.url === '/readyz') return [503];
  if (access && access !== 'public') out.add(401).add(403);
  // Every feature route reads a record the caller may not see, or that has gone.
  out.add(404);
  if (schema.querystring || schema.params || schema.body) out.add(422);
  if (WRITE_METHODS.has(method)) out.add(400).add(409).add(413).add(415).add(422);
  if (config?.rateLimit) out.add(429);
  out.add(503);
  for (const status of config?.answers ?? []) if (status >= 400) out.add(status);
  return [...out].sort((a, b) => a - b);
}

/** `GET /api/jobs/:id/apply` -> `getJobsByIdApply`: unique per method and path. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by_${part.slice(1)}` : part === '*' ? 'path' : part))
    .join('_')
    .split(/[_\-.]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

const VERBS: Record<string, string> = { GET: 'Read', POST: 'Submit', PUT: 'Update', PATCH: 'Change', DELETE: 'Delete' };

/** A readable default summary from the path, e.g. `Read job applicants`; a route's own summary wins. */
export function summaryOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '/')
    .split('/')
    .filter((part) => part && !part.startsWith(':') && part !== '*' && !/^v\d$/.test(part))
    .join(' ')
    .replace(/[_\-.]+/g, ' ')
    .trim();
  return `${VERBS[method] ?? method} ${words || 'service'}`;
}

function errorResponse(status: number) {
  return { description: DESCRIPTIONS[status]!, content: { 'application/json': { schema: { $ref: ERROR_REF } } } };
}

const transform: NonNullable<FastifyDynamicSwaggerOptions['transform']> = (input) => {
  const out = jsonSchemaTransform(input);
  const { route } = input;
  const method = String(Array.isArray(route.method) ? route.method[0] : route.method).toUpperCase();
  const schema = (out.schema ?? {}) as Record<string, unknown> & { response?: Record<string, unknown> };
  if (schema.hide) return out;
  const { access, answers = [] } = (route.config ?? {}) as { access?: Access; answers?: readonly number[] };
  const response: Record<string, unknown> = { ...schema.response };
  for (const status of answers) if (status < 400) response[status] ??= { description: DESCRIPTIONS[status]! };
  if (!Object.keys(response).some((s) => s.startsWith('2') || s.startsWith('3')))
    response['200'] = { description: 'Default Response' };
  for (const status of errorStatuses(route)) response[status] ??= errorResponse(status);
  return {
    url: out.url,
    schema: {
      ...schema,
      operationId: (schema.operationId as string | undefined) ?? operationIdOf(method, route.url),
      summary: (schema.summary as string | undefined) ?? summaryOf(method, route.url),
      security: access && access !== 'public' ? [{ bearer: [] }] : [],
      response,
    },
  };
};

type Json = Record<string, unknown>;

/** Null is allowed too: on a typed schema say so; on a union without a type, on each alternative (nested too). */
function markNullable(item: Json): void {
  if (item.$ref) return;
  const list = (item.anyOf ?? item.oneOf) as Json[] | undefined;
  if (!item.type && list) for (const inner of list) markNullable(inner);
  else item.nullable = true;
}

/** Make the generated JSON Schema say what OpenAPI 3.0 readers expect (nullable enums, no duplicates). */
export function tidySchema(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) tidySchema(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const s = node as Json;
  for (const value of Object.values(s)) tidySchema(value);
  for (const key of ['anyOf', 'oneOf'] as const) {
    const list = s[key];
    if (!Array.isArray(list)) continue;
    const seen = new Set<string>();
    const unique = list.filter((item) => {
      const k = JSON.stringify(item);
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
    if (unique.length === 1) {
      delete s[key];
      Object.assign(s, unique[0]);
    } else s[key] = unique;
  }
  if (s.nullable === true) {
    const list = (s.anyOf ?? s.oneOf) as Json[] | undefined;
    if (!s.type && list) {
      // `nullable` needs a sibling `type`: say it on each alternative instead.
      delete s.nullable;
      for (const item of list) markNullable(item);
    }
    if (Array.isArray(s.enum) && !s.enum.includes(null)) s.enum = [...(s.enum as unknown[]), null];
  }
}

const transformObject: NonNullable<FastifyDynamicSwaggerOptions['transformObject']> = (document) => {
  const doc = ('openapiObject' in document ? document.openapiObject : {}) as Json & {
    paths?: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    components?: Json & { schemas?: Json };
  };
  const paths: NonNullable<typeof doc.paths> = {};
  for (const [url, item] of Object.entries(doc.paths ?? {})) {
    // A wildcard route names its rest of the path `key`.
    const named = url.replace('{*}', '{key}');
    for (const op of Object.values(item))
      for (const p of op.parameters ?? []) if (p.in === 'path' && p.name === '*') p.name = 'key';
    paths[named] = item;
  }
  tidySchema(paths);
  const errorSchema = z.toJSONSchema(errorBodySchema, { target: 'openapi-3.0' }) as Json;
  delete errorSchema.$schema;
  return {
    ...doc,
    paths,
    components: { ...doc.components, schemas: { ...doc.components?.schemas, ErrorBody: errorSchema } },
  };
};

export function openApiOptions(): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: {
        title: 'Learn By Doing API',
        version: '0.1.0',
        description: 'Every call the web app makes. Errors answer with one envelope (ErrorBody).',
        license: { name: 'Proprietary' },
      },
      servers: [{ url: '/', description: 'This server' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform,
    transformObject,
  };
}
