import type { z } from 'zod';

/*
 * The API's route table (issue 22): every route under /api, keyed 'METHOD /api/path/:param' as Fastify
 * registers it, with the zod schemas its route declares (named as Fastify names them). The API proves
 * every registered route has its entry with the very same schemas (apps/api/test/endpoints.test.ts);
 * the web's client takes a path of the table and infers what it sends and what it gets back
 * (apps/web/src/lib/api-client.ts), so a wrong path or shape does not compile. Types only: nothing here
 * reaches the web's bundles.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a route declares: its path parameters, query, body and answers by status. */
export interface EndpointSchemas {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response: Partial<Record<number, z.ZodType>>;
}

export type EndpointTable = Record<`${HttpMethod} /api/${string}`, EndpointSchemas>;

/** Routes the web's client does not call (health probes, files, development tools), keyed the same way. */
export type RouteTable = Record<`${HttpMethod} /${string}`, EndpointSchemas>;

/** The keys of a table for one method. */
export type EndpointKey<T, M extends HttpMethod> = Extract<keyof T, `${M} ${string}`>;

type PathOfKey<K> = K extends `${HttpMethod} ${infer P}` ? P : never;

/** The value a path parameter takes in a concrete path: a number where the route coerces one, else text. */
type ParamText<Params, Name extends string> = Params extends z.ZodType
  ? Name extends keyof z.output<Params>
    ? z.output<Params>[Name] extends number
      ? `${number}`
      : string
    : string
  : string;

/** '/api/jobs/:id/apply' with numeric ids -> `/api/jobs/${number}/apply`. */
export type ConcretePath<P extends string, Params> = P extends `${infer Head}:${infer Name}/${infer Rest}`
  ? `${Head}${ParamText<Params, Name>}/${ConcretePath<Rest, Params>}`
  : P extends `${infer Head}:${infer Name}`
    ? `${Head}${ParamText<Params, Name>}`
    : P;

type ParamsOf<E> = E extends { params: infer S } ? S : undefined;

/** Every concrete path a method's routes answer. */
export type EndpointPath<T, M extends HttpMethod> = {
  [K in EndpointKey<T, M>]: ConcretePath<PathOfKey<K>, ParamsOf<T[K]>>;
}[EndpointKey<T, M>];

/** The key (or keys) of the route a concrete path reaches. */
export type EndpointFor<T, M extends HttpMethod, P extends string> = {
  [K in EndpointKey<T, M>]: P extends ConcretePath<PathOfKey<K>, ParamsOf<T[K]>> ? K : never;
}[EndpointKey<T, M>];

type SuccessStatus = 200 | 201 | 204;
type SuccessSchema<E> = E extends { response: infer R }
  ? R[Extract<keyof R, SuccessStatus>] extends infer S
    ? S extends z.ZodType
      ? S
      : never
    : never
  : never;

/** What a route answers on success, as the client reads it (a 204's empty body reads as { data: undefined }). */
export type EndpointAnswer<E> = [SuccessSchema<E>] extends [never]
  ? { data: unknown }
  : z.output<SuccessSchema<E>> extends null
    ? { data: undefined }
    : z.output<SuccessSchema<E>>;

/**
 * The query a route takes (what the caller sends): its keys, each optional (the route's defaults and
 * messages answer a missing one); null and undefined values are left out of the URL.
 */
export type EndpointQuery<E> = E extends { querystring: infer Q extends z.ZodType }
  ? { [K in keyof z.input<Q>]?: z.input<Q>[K] | null }
  : never;

/** The JSON body a route takes; a route without one takes none (or a form: uploads). */
export type EndpointBody<E> = E extends { body: infer B extends z.ZodType } ? z.input<B> : never;
