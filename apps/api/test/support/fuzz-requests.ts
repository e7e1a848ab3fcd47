import fc from 'fast-check';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import type { Access } from '../../src/lib/access';
import {
  BAD_PATH_SEGMENTS,
  NASTY_FILE_NAMES,
  NOT_AN_ID,
  RAW_QUERY_TAILS,
  WILDCARD_TAILS,
  nastyValueArb,
  pct,
  validArb,
  type JsonSchema,
} from './fuzz-values';

/** How a route takes its input, beyond what its zod schemas say. */
export type Feed =
  /** JSON bodies (or none) described by the route's zod schemas. */
  | 'schema'
  /** A multipart upload of one image (no body schema: the handler reads the file part). */
  | 'multipart-image'
  /** Raw bytes under a signed URL (the disk store of activity files). */
  | 'raw-bytes';

export interface FuzzRoute {
  /** 'METHOD /url' as registered. */
  key: string;
  method: string;
  url: string;
  access: Access;
  feed: Feed;
  params?: JsonSchema;
  query?: JsonSchema;
  body?: JsonSchema;
  headers?: JsonSchema;
  /** Path parameter names in URL order ('*' for a wildcard tail). */
  pathParams: string[];
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A route schema part as JSON Schema: zod schemas are converted on their input side. */
export function toJsonSchema(part: unknown): JsonSchema | undefined {
  if (!part || typeof part !== 'object') return undefined;
  if ('_zod' in part) return z.toJSONSchema(part as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return part as JsonSchema;
}

export function describeRoute(
  route: { method: string; url: string; access: Access; schema?: FastifySchema },
  feed: Feed = 'schema',
): FuzzRoute {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  return {
    key: `${route.method} ${route.url}`,
    method: route.method,
    url: route.url,
    access: route.access,
    feed,
    params: toJsonSchema(schema.params),
    query: toJsonSchema(schema.querystring),
    body: toJsonSchema(schema.body),
    headers: toJsonSchema(schema.headers),
    pathParams: route.url
      .split('/')
      .filter((s) => s.startsWith(':') || s === '*')
      .map((s) => (s === '*' ? '*' : s.slice(1))),
  };
}

export type Part = 'params' | 'query' | 'body' | 'headers';

export type Mutation =
  /** Put a hostile or wrongly typed value at some node (the whole part included). */
  | { kind: 'replace'; part: Part; pick: number; value: unknown }
  /** Remove some key (a required one, often). */
  | { kind: 'drop'; part: Part; pick: number }
  /** Add a key the schema does not know. */
  | { kind: 'extra'; part: Part; pick: number; key: string; value: unknown }
  /** Write a raw, hostile path segment for a path parameter. */
  | { kind: 'segment'; pick: number; segment: string }
  /** Append raw text to the query string. */
  | { kind: 'rawQuery'; tail: string };

export type Transport =
  | 'json'
  | 'form'
  | 'text'
  | 'malformed'
  | 'no-content-type'
  | 'empty-json'
  | 'charset'
  | 'xml'
  | 'deep'
  | 'multipart'
  | 'octet';

export type AuthMode = 'caller' | 'none' | 'garbage';

export interface FileSpec {
  field: string;
  filename: string;
  contentType: string;
  content: 'png' | 'jpeg' | 'webp' | 'svg' | 'text' | 'random' | 'empty' | 'huge';
}

/** One generated request, before it is written out. */
export interface FuzzCase {
  params: Record<string, unknown>;
  /** Path parameters written as they are (already URL-shaped). */
  segments: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  headers: Record<string, unknown>;
  mutations: Mutation[];
  transport: Transport;
  malformed: number;
  auth: AuthMode;
  garbageAuth: number;
  /** Which of the admitted callers sends it. */
  caller: number;
  requestId?: string;
  file?: FileSpec;
  bytes?: Uint8Array;
}

const MALFORMED_JSON = [
  '{"a":',
  "{'a':1}",
  '{"a":1,}',
  '{"a":1}{"b":2}',
  'undefined',
  'NaN',
  '{"a":NaN}',
  '\u0000',
  '{"a":"\u0000',
  '[1,2',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"a":1}garbage',
  '{"a":"\\ud800\\u"}',
];

/** Authorization headers that must not get anyone in. `{token}` is the caller's own token, tampered. */
const GARBAGE_AUTH = [
  'Bearer',
  'Bearer ',
  'Bearer abc',
  "Bearer ' OR 1=1 --",
  `Bearer ${'a'.repeat(8000)}`,
  'Basic YWRtaW46YWRtaW4=',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwiYWRtaW4iOnRydWV9.',
  'Bearer {token}x',
  'Bearer {tampered}',
  'bearer null',
  'Token {token}',
];

const REQUEST_IDS = ["' OR 1=1 --", 'r'.repeat(8000), '<script>alert(1)</script>', 'Ã©Ã¨ obs-text ÿ', ''];

const EXTRA_KEYS = [
  'extra',
  '__proto__',
  'constructor',
  'prototype',
  'id',
  'profile_id',
  'is_admin',
  'org_id',
  '$where',
  '',
];

const fileSpecArb: fc.Arbitrary<FileSpec> = fc.record({
  field: fc.constantFrom('file', 'file', 'file', 'avatar', '', '../x'),
  filename: fc.constantFrom(...NASTY_FILE_NAMES),
  contentType: fc.constantFrom('image/png', 'image/jpeg', 'image/svg+xml', 'text/html', 'application/pdf', ''),
  content: fc.constantFrom('png', 'png', 'jpeg', 'webp', 'svg', 'text', 'random', 'empty', 'huge'),
});

function partsOf(route: FuzzRoute): Part[] {
  const parts: Part[] = ['query'];
  if (route.pathParams.length > 0) parts.push('params');
  if (route.body || BODY_METHODS.has(route.method)) parts.push('body');
  if (route.headers) parts.push('headers');
  return parts;
}

/** Base values of the path parameters: from the params schema, else hostile segments. */
function paramsArb(
  route: FuzzRoute,
): fc.Arbitrary<{ params: Record<string, unknown>; segments: Record<string, string> }> {
  const named = route.pathParams.filter((p) => p !== '*');
  const valid = route.params ? validArb(route.params) : fc.constant({});
  const unschemed = named.filter((p) => !route.params?.properties?.[p]);
  const segmentEntries = [
    ...(route.pathParams.includes('*') ? ([['*', fc.constantFrom(...WILDCARD_TAILS)]] as const) : []),
    ...unschemed.map((p) => [p, fc.constantFrom(...BAD_PATH_SEGMENTS, 'a', '1')] as const),
  ];
  const segments = fc.record(Object.fromEntries(segmentEntries) as Record<string, fc.Arbitrary<string>>);
  return fc.record({ params: valid as fc.Arbitrary<Record<string, unknown>>, segments });
}

function mutationArb(route: FuzzRoute): fc.Arbitrary<Mutation> {
  const part = fc.constantFrom(...partsOf(route));
  const pick = fc.nat({ max: 1000 });
  const kinds: fc.Arbitrary<Mutation>[] = [
    fc.record({ kind: fc.constant('replace' as const), part, pick, value: nastyValueArb }),
    fc.record({ kind: fc.constant('replace' as const), part, pick, value: nastyValueArb }),
    fc.record({ kind: fc.constant('drop' as const), part, pick }),
    fc.record({
      kind: fc.constant('extra' as const),
      part,
      pick,
      key: fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 8 })),
      value: nastyValueArb,
    }),
    fc.record({ kind: fc.constant('rawQuery' as const), tail: fc.constantFrom(...RAW_QUERY_TAILS) }),
  ];
  if (route.pathParams.length > 0) {
    const segment = fc.record({
      kind: fc.constant('segment' as const),
      pick,
      segment: fc.constantFrom(...BAD_PATH_SEGMENTS, ...WILDCARD_TAILS),
    });
    kinds.push(segment, segment);
  }
  return fc.oneof(...kinds);
}

function transportArb(route: FuzzRoute): fc.Arbitrary<Transport> {
  if (route.feed === 'raw-bytes')
    return fc.constantFrom<Transport>('octet', 'octet', 'json', 'multipart', 'empty-json');
  if (!BODY_METHODS.has(route.method)) return fc.constant<Transport>('json');
  const main: Transport = route.feed === 'multipart-image' ? 'multipart' : 'json';
  return fc.oneof(
    { weight: 14, arbitrary: fc.constant(main) },
    {
      weight: 8,
      arbitrary: fc.constantFrom<Transport>(
        'json',
        'form',
        'text',
        'malformed',
        'no-content-type',
        'empty-json',
        'charset',
        'xml',
        'deep',
        'multipart',
        'octet',
      ),
    },
  );
}

/** A known-good request of a route (from the test factories), which the fuzzer breaks as well. */
export interface Example {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** Half the time the example's part (when there is one), else a value generated from the schema. */
function withExample<T>(generated: fc.Arbitrary<T>, example: T | undefined): fc.Arbitrary<T> {
  return example === undefined ? generated : fc.oneof(generated, fc.constant(example));
}

/**
 * Requests for a route: valid-ish from its schemas (or its example), then broken by 0-3 mutations and
 * a transport.
 */
export function caseArb(route: FuzzRoute, callers: number, example: Example = {}): fc.Arbitrary<FuzzCase> {
  const params = withExample(paramsArb(route), example.params && { params: example.params, segments: {} });
  const query = withExample(route.query ? validArb(route.query) : fc.constant({}), example.query);
  const body = withExample(route.body ? validArb(route.body) : fc.constant(undefined), example.body);
  return fc
    .record({
      params: fc.constant({}),
      segments: fc.constant({}),
      base: params,
      query,
      body,
      headers: route.headers ? validArb(route.headers) : fc.constant({}),
      mutations: fc.array(mutationArb(route), { maxLength: 3 }),
      transport: transportArb(route),
      malformed: fc.nat({ max: MALFORMED_JSON.length - 1 }),
      auth: fc.oneof(
        { weight: 16, arbitrary: fc.constant<AuthMode>('caller') },
        { weight: 1, arbitrary: fc.constant<AuthMode>('none') },
        { weight: 2, arbitrary: fc.constant<AuthMode>('garbage') },
      ),
      garbageAuth: fc.nat({ max: GARBAGE_AUTH.length - 1 }),
      caller: fc.nat({ max: Math.max(0, callers - 1) }),
      requestId: fc.option(fc.constantFrom(...REQUEST_IDS), { freq: 12 }).map((v) => v ?? undefined),
      file: route.feed === 'multipart-image' || route.feed === 'raw-bytes' ? fileSpecArb : fc.constant(undefined),
      bytes: route.feed === 'raw-bytes' ? fc.uint8Array({ maxLength: 64 }) : fc.constant(undefined),
    })
    .map(({ base, ...rest }) => ({ ...rest, params: base.params, segments: base.segments }) as FuzzCase);
}

type Node = { path: (string | number)[]; value: unknown };

function nodesOf(value: unknown, path: (string | number)[] = [], out: Node[] = []): Node[] {
  out.push({ path, value });
  if (Array.isArray(value)) value.forEach((v, i) => nodesOf(v, [...path, i], out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) nodesOf(v, [...path, k], out);
  return out;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function clone<T>(v: T): T {
  return v === undefined ? v : (structuredClone(v) as T);
}

/** Set the node at `path` (the root when empty); answers the new root. */
function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  let node = root as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  Object.defineProperty(node, path.at(-1)!, { value, enumerable: true, writable: true, configurable: true });
  return root;
}

function dropAt(root: unknown, path: (string | number)[]): unknown {
  if (path.length === 0) return undefined;
  let node = root as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (Array.isArray(node)) node.splice(last as number, 1);
  else delete node[last];
  return root;
}

export interface Built {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Why this request must be refused with a 4xx, when it surely must. */
  mustReject?: string;
  /** Signed out or with a forged credential on a route that needs a caller: 401. */
  mustBe401: boolean;
  /** A path segment was written raw (hostile escapes, lengths): the router may refuse it first. */
  rawPath: boolean;
  summary: string[];
}

const MINIMAL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function fileBytes(content: FileSpec['content']): Buffer {
  switch (content) {
    case 'png':
      return MINIMAL_PNG;
    case 'jpeg':
      return Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
    case 'webp':
      return Buffer.concat([Buffer.from('RIFF'), Buffer.from([4, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
    case 'svg':
      return Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    case 'text':
      return Buffer.from('#!/bin/sh\nrm -rf /\n');
    case 'random':
      return Buffer.from(Array.from({ length: 200 }, (_, i) => (i * 7919) % 256));
    case 'empty':
      return Buffer.alloc(0);
    case 'huge':
      // Beyond the JSON body limit and the avatar limit, a PNG by its first bytes.
      return Buffer.concat([MINIMAL_PNG, Buffer.alloc(3 * 1024 * 1024, 1)]);
  }
}

function multipartBody(fields: Record<string, unknown>, file: FileSpec | undefined) {
  const boundary = '----fuzz-boundary-7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  const quote = (s: string) => s.replace(/["\r\n]/g, (c) => encodeURIComponent(c));
  for (const [name, value] of Object.entries(fields)) {
    const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${quote(name)}"\r\n\r\n${text}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${quote(file.field)}"; filename="${quote(file.filename)}"\r\n` +
          (file.contentType ? `Content-Type: ${file.contentType}\r\n` : '') +
          '\r\n',
      ),
      fileBytes(file.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v)));

function queryString(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) pairs.push(`${pct(k)}=${pct(asText(item))}`);
    else pairs.push(`${pct(k)}=${v === null ? '' : pct(asText(v))}`);
  }
  return pairs.join('&');
}

/** Write a case out as an HTTP request for `app.inject`. */
export function materialize(route: FuzzRoute, c: FuzzCase, token: string | undefined): Built {
  const parts: Record<Part, unknown> = {
    params: clone(c.params) ?? {},
    query: clone(c.query) ?? {},
    body: clone(c.body),
    headers: clone(c.headers) ?? {},
  };
  const segments = { ...c.segments };
  const summary: string[] = [];
  for (const m of c.mutations) {
    switch (m.kind) {
      case 'replace': {
        const nodes = nodesOf(parts[m.part]);
        // Path parameters stay an object of parameters: replace a value, not the whole.
        const candidates = m.part === 'params' ? nodes.filter((n) => n.path.length === 1) : nodes;
        if (candidates.length === 0) break;
        const node = candidates[m.pick % candidates.length]!;
        parts[m.part] = setAt(parts[m.part], node.path, clone(m.value));
        if (m.part === 'params') delete segments[String(node.path[0])];
        summary.push(`replace ${m.part}/${node.path.join('/')} = ${short(m.value)}`);
        break;
      }
      case 'drop': {
        const nodes = nodesOf(parts[m.part]).filter((n) => n.path.length > 0);
        if (nodes.length === 0) break;
        const node = nodes[m.pick % nodes.length]!;
        if (m.part === 'params') {
          // A missing path parameter is an empty segment.
          segments[String(node.path[0])] = '';
          summary.push(`empty segment ${String(node.path[0])}`);
          break;
        }
        parts[m.part] = dropAt(parts[m.part], node.path);
        summary.push(`drop ${m.part}/${node.path.join('/')}`);
        break;
      }
      case 'extra': {
        if (m.part === 'params') break;
        if (parts[m.part] === undefined) parts[m.part] = {};
        const objects = nodesOf(parts[m.part]).filter((n) => isObject(n.value));
        if (objects.length === 0) break;
        const node = objects[m.pick % objects.length]!;
        setAt(node.value, [m.key], clone(m.value));
        summary.push(`extra ${m.part}/${[...node.path, m.key].join('/')} = ${short(m.value)}`);
        break;
      }
      case 'segment': {
        if (route.pathParams.length === 0) break;
        const name = route.pathParams[m.pick % route.pathParams.length]!;
        segments[name] = m.segment;
        summary.push(`segment ${name} = ${short(m.segment)}`);
        break;
      }
      case 'rawQuery':
        summary.push(`raw query ${short(m.tail)}`);
        break;
    }
  }

  const params = isObject(parts.params) ? parts.params : {};
  let mustReject: string | undefined;
  const path = route.url
    .split('/')
    .map((segment) => {
      if (segment !== '*' && !segment.startsWith(':')) return segment;
      const name = segment === '*' ? '*' : segment.slice(1);
      if (name in segments) {
        const raw = segments[name]!;
        if (route.params?.properties?.[name]?.type === 'integer' && NOT_AN_ID.has(raw))
          mustReject ??= `path parameter ${name} '${short(raw)}' is not an id`;
        return raw;
      }
      return pct(asText(params[name] ?? ''));
    })
    .join('/');
  const rawTails = c.mutations.filter((m) => m.kind === 'rawQuery').map((m) => m.tail);
  const query = [isObject(parts.query) ? queryString(parts.query) : `q=${pct(asText(parts.query))}`, ...rawTails]
    .filter(Boolean)
    .join('&');
  const url = query ? `${path}?${query}` : path;

  const headers: Record<string, string> = {};
  if (isObject(parts.headers))
    for (const [k, v] of Object.entries(parts.headers)) if (v !== undefined && k) headers[k.toLowerCase()] = asText(v);
  if (c.requestId !== undefined) headers['x-request-id'] = c.requestId;
  if (c.auth === 'caller' && token) headers.authorization = `Bearer ${token}`;
  if (c.auth === 'garbage') {
    const tampered = token ? `${token.slice(0, -4)}${token.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}` : 'x.y.z';
    headers.authorization = GARBAGE_AUTH[c.garbageAuth]!.replace('{token}', token ?? 'x.y.z').replace(
      '{tampered}',
      tampered,
    );
  }
  const mustBe401 = c.auth !== 'caller' && route.access !== 'public';

  let payload: string | Buffer | undefined;
  const body = parts.body;
  const sendsBody = BODY_METHODS.has(route.method) || body !== undefined;
  if (sendsBody) {
    switch (c.transport) {
      case 'json':
        if (body !== undefined) {
          payload = JSON.stringify(body);
          headers['content-type'] = 'application/json';
        }
        break;
      case 'form':
        headers['content-type'] = 'application/x-www-form-urlencoded';
        payload = isObject(body) ? queryString(body) : `body=${pct(asText(body ?? ''))}`;
        break;
      case 'text':
        headers['content-type'] = 'text/plain';
        payload = asText(body ?? {});
        break;
      case 'malformed':
        headers['content-type'] = 'application/json';
        payload = MALFORMED_JSON[c.malformed]!;
        if (route.feed !== 'raw-bytes' && BODY_METHODS.has(route.method)) mustReject ??= 'malformed JSON body';
        break;
      case 'no-content-type':
        payload = asText(body ?? {});
        break;
      case 'empty-json':
        headers['content-type'] = 'application/json';
        payload = '';
        break;
      case 'charset':
        headers['content-type'] = 'application/json; charset=utf-16le';
        payload = JSON.stringify(body ?? {});
        break;
      case 'xml':
        headers['content-type'] = 'application/xml';
        payload = '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>';
        break;
      case 'deep':
        headers['content-type'] = 'application/json';
        payload = '['.repeat(20_000) + ']'.repeat(20_000);
        break;
      case 'multipart': {
        const built = multipartBody(isObject(body) ? body : {}, c.file);
        headers['content-type'] = built.contentType;
        payload = built.payload;
        break;
      }
      case 'octet':
        headers['content-type'] = 'application/octet-stream';
        payload = Buffer.from(c.bytes ?? fileBytes('random'));
        break;
    }
  }
  summary.unshift(`transport ${c.transport}`, `auth ${c.auth}`);
  const rawPath = Object.keys(segments).length > 0;
  return { method: route.method, url, headers, payload, mustReject, mustBe401, rawPath, summary };
}

/** A value for a failure report: long strings cut, shapes kept. */
export function short(value: unknown, max = 120): string {
  let text: string;
  try {
    text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max)}... (${text.length} chars)` : text;
}
