import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/**
 * Every answer an HTTP test receives is checked against the OpenAPI document the server publishes: its
 * status must be one the operation declares, and a JSON body must match that status's schema. So the
 * document at /api/docs cannot drift from what the routes do. Violations are collected per app and the
 * test app's close() fails the file with them.
 */

type Json = Record<string, unknown>;
interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: Json }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Json> };
}

interface Checker {
  doc: Document;
  ajv: Ajv;
  validators: Map<string, ValidateFunction | null>;
}
// Every test app of a worker publishes the same document (isolate: false shares this module), so it is
// built once per kind of app (`kind`), not once per app.
const checkers = new Map<string, Checker>();

/** An OpenAPI 3.0 schema as JSON Schema for Ajv: `nullable`, boolean exclusive bounds and local refs. */
export function toJsonSchema(node: unknown, components: Record<string, Json>, depth = 0): unknown {
  if (depth > 64) throw new Error('schema nests too deep');
  if (Array.isArray(node)) return node.map((n) => toJsonSchema(n, components, depth + 1));
  if (!node || typeof node !== 'object') return node;
  const s = { ...(node as Json) };
  if (typeof s.$ref === 'string') {
    const name = s.$ref.replace('#/components/schemas/', '');
    return toJsonSchema(components[name], components, depth + 1);
  }
  for (const [k, v] of Object.entries(s))
    if (k !== 'enum' && k !== 'example') s[k] = toJsonSchema(v, components, depth + 1);
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (s[flag] === true) {
      s[flag] = s[bound];
      delete s[bound];
    } else if (s[flag] === false) delete s[flag];
  }
  if (s.nullable === true) {
    delete s.nullable;
    if (typeof s.type === 'string') s.type = [s.type, 'null'];
    else return { anyOf: [s, { type: 'null' }] };
  }
  delete s.example;
  return s;
}

function checkerOf(app: FastifyInstance, kind: string): Checker {
  let checker = checkers.get(kind);
  if (!checker) {
    const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
    addFormats.default(ajv);
    checker = { doc: app.swagger() as unknown as Document, ajv, validators: new Map() };
    checkers.set(kind, checker);
  }
  return checker;
}

/** `/api/jobs/:id` as the document names it (`/api/jobs/{id}`). */
function docPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{key}');
}

function validatorFor(checker: Checker, method: string, url: string, status: number) {
  const { doc, ajv, validators } = checker;
  const key = `${method} ${url} ${status}`;
  if (validators.has(key)) return { declared: true, validate: validators.get(key)! };
  const op = doc.paths[docPath(url)]?.[method.toLowerCase()];
  if (!op) return { declared: true, validate: null }; // a route the document hides (tests' own routes)
  const answer = op.responses?.[String(status)];
  if (!answer) return { declared: false, validate: null };
  const schema = answer.content?.['application/json']?.schema;
  const validate = schema ? ajv.compile(toJsonSchema(schema, doc.components?.schemas ?? {}) as Json) : null;
  validators.set(key, validate);
  return { declared: true, validate };
}

/** Check every answer of this app; the returned list fills as requests are served. */
export function checkAnswersAgainstOpenApi(app: FastifyInstance, kind = 'api'): string[] {
  const violations: string[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (!url || request.method === 'HEAD' || url.startsWith('/api/docs')) return payload;
    const status = reply.statusCode;
    const { declared, validate } = validatorFor(checkerOf(app, kind), request.method, url, status);
    if (!declared) violations.push(`${request.method} ${url} answered ${status}, which the document does not declare`);
    else if (validate && typeof payload === 'string' && String(reply.getHeader('content-type')).includes('json')) {
      if (!validate(JSON.parse(payload)))
        violations.push(
          `${request.method} ${url} ${status}: ${JSON.stringify(validate.errors?.slice(0, 3))} in ${payload.slice(0, 300)}`,
        );
    }
    return payload;
  });
  return violations;
}
