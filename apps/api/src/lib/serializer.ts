import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType } from 'zod/v4/core';

/**
 * The response serializer of every route: fastify-type-provider-zod's (zod encodes the answer with the
 * route's schema, dropping keys it does not name and refusing what it does not allow, then
 * JSON.stringify), without one cost. zod's `safeEncode` builds its context as `{ ...ctx, async: false }`,
 * and on Node 20 (V8 11) an object spread followed by a property takes a slow runtime path: about
 * 1 µs per answer, as much as the rest of a small answer's serialization.
 *
 * Here the schema runs with the context encode would have built (`direction: 'backward'`, synchronous),
 * so an answer it accepts comes out byte for byte the same. One it refuses, or whose check is
 * asynchronous, goes to the library's serializer, which checks it again and throws its own
 * ResponseSerializationError, as before.
 */
export const serializerCompiler: typeof zodSerializerCompiler = (route) => {
  const library = zodSerializerCompiler(route);
  const schema = route.schema;
  if (!(schema instanceof $ZodType)) return library;
  return (data) => {
    const result = schema._zod.run({ value: data, issues: [] }, { direction: 'backward', async: false });
    if (result instanceof Promise) {
      // The library refuses an asynchronous check outright; this run's outcome is not waited for.
      result.catch(() => undefined);
      return library(data);
    }
    return result.issues.length > 0 ? library(data) : JSON.stringify(result.value);
  };
};
