import { createConfig, lintFromString } from '@redocly/openapi-core';
import Fastify from 'fastify';
import swagger from '@fastify/swagger';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorStatuses, openApiOptions, operationIdOf, summaryOf } from '../src/http/openapi';
import { createTestApp } from './app';
import { checkAnswersAgainstOpenApi, toJsonSchema } from './support/openapi-check';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('the OpenAPI document at /api/docs', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let doc: Json;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  const operations = () =>
    Object.entries(doc.paths as Record<string, Record<string, Json>>).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ path, method, op })),
    );

  it('passes the recommended rules of a standard OpenAPI linter with no errors', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`);
    expect(errors).toEqual([]);
  });

  it('gives every operation a unique operationId and a summary', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations().every(({ op }) => typeof op.summary === 'string' && op.summary.length > 3)).toBe(true);
    expect(doc.paths['/api/job_applicants'].get.operationId).toBe('getJobApplicants');
  });

  it('declares the bearer scheme on signed-in operations and none on public ones', () => {
    expect(doc.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/job_applicants'].get.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/skills'].get.security).toEqual([]);
    expect(doc.paths['/healthz'].get.security).toEqual([]);
  });

  it('declares the error statuses a route can answer, each with the one error envelope', () => {
    const applicants = doc.paths['/api/job_applicants'].get.responses;
    for (const status of ['401', '403', '404', '422'])
      expect(applicants[status].content['application/json'].schema).toEqual({
        $ref: '#/components/schemas/ErrorBody',
      });
    expect(applicants['409']).toBeUndefined();
    const modify = doc.paths['/api/modify_job_applicants'].post.responses;
    for (const status of ['400', '409', '413', '415', '422']) expect(modify[status]).toBeDefined();
    const signIn = doc.paths['/api/identity/sign_in'].post.responses;
    expect(signIn['429']).toBeDefined();
    expect(signIn['401']).toBeUndefined();
    expect(doc.components.schemas.ErrorBody.properties.error.required).toEqual(
      expect.arrayContaining(['code', 'message', 'request_id']),
    );
  });

  it('includes null in a nullable enum and keeps page and count optional', () => {
    const level =
      doc.paths['/api/v1/admin_access_level'].get.responses['200'].content['application/json'].schema.properties.data
        .properties.access_level;
    expect(level).toMatchObject({ nullable: true, enum: ['ADMIN', null] });
    const params = doc.paths['/api/job_applicants'].get.parameters as { name: string; required: boolean }[];
    expect(params.find((p) => p.name === 'page')?.required).toBe(false);
    expect(params.find((p) => p.name === 'count')?.required).toBe(false);
  });
});

describe('the rules behind the document', () => {
  it('derives error statuses from access, method, input and rate limits', () => {
    const base = { url: '/api/x', schema: {} };
    expect(errorStatuses({ ...base, method: 'GET', config: { access: 'public' } })).toEqual([404, 503]);
    expect(
      errorStatuses({ ...base, method: 'GET', config: { access: 'signed_in' }, schema: { querystring: {} } }),
    ).toEqual([401, 403, 404, 422, 503]);
    expect(errorStatuses({ ...base, method: 'DELETE', config: { access: 'admin', rateLimit: {} } })).toEqual([
      400, 401, 403, 404, 409, 413, 415, 422, 429, 503,
    ]);
    expect(errorStatuses({ url: '/healthz', method: 'GET', schema: {}, config: {} })).toEqual([]);
  });

  it('names operations after method and path', () => {
    expect(operationIdOf('POST', '/api/jobs/:id/apply')).toBe('postJobsByIdApply');
    expect(operationIdOf('GET', '/api/v2/show_org_job_application_stats')).toBe('getV2ShowOrgJobApplicationStats');
    expect(summaryOf('GET', '/api/v2/show_org_job_application_stats')).toBe('Read show org job application stats');
    expect(summaryOf('PUT', '/api/orgs/:id/logo')).toBe('Update orgs logo');
  });

  it('reads OpenAPI 3.0 schemas as JSON Schema (nullable, boolean bounds, refs)', () => {
    expect(toJsonSchema({ type: 'integer', minimum: 0, exclusiveMinimum: true }, {})).toEqual({
      type: 'integer',
      exclusiveMinimum: 0,
    });
    expect(toJsonSchema({ type: 'string', nullable: true, enum: ['A', null] }, {})).toEqual({
      type: ['string', 'null'],
      enum: ['A', null],
    });
    expect(toJsonSchema({ $ref: '#/components/schemas/E' }, { E: { type: 'object' } })).toEqual({ type: 'object' });
  });
});

describe('checking answers against the document', () => {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  let violations: string[];
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(swagger, openApiOptions());
    violations = checkAnswersAgainstOpenApi(app, 'openapi.test');
    const answer = z.object({ n: z.number().int() });
    app.get('/api/good', { config: { access: 'public' }, schema: { response: { 200: answer } } }, () => ({ n: 1 }));
    // Sends a body its declared schema does not describe (a string passes the serializer untouched).
    app.get(
      '/api/drift',
      { config: { access: 'public' }, schema: { response: { 200: answer } } },
      async (_req, reply) => {
        await reply.type('application/json').send('{"n":"one"}' as never);
      },
    );
    app.get('/api/teapot', { config: { access: 'public' } }, (_req, reply) => reply.code(418).send({ n: 1 }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('accepts what the document says and reports a wrong body or an undeclared status', async () => {
    await app.inject({ method: 'GET', url: '/api/good' });
    expect(violations).toEqual([]);
    await app.inject({ method: 'GET', url: '/api/drift' });
    expect(violations).toHaveLength(1);
    expect(violations[0]).toContain('GET /api/drift 200');
    await app.inject({ method: 'GET', url: '/api/teapot' });
    expect(violations[1]).toBe('GET /api/teapot answered 418, which the document does not declare');
  });
});
