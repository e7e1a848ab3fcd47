import { API_MESSAGES } from '@lbd/shared';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Path = (string | number)[];

/**
 * Where the input holds U+0000, in a string or a key: PostgreSQL text cannot store it. Walked with a
 * stack of its own, not by recursion: a JSON body may nest thousands of levels deep.
 */
export function nulPaths(value: unknown): Path[] {
  const out: Path[] = [];
  const pending: { value: unknown; path: Path }[] = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: node, path } = pending.pop()!;
    if (typeof node === 'string') {
      if (node.includes('\u0000')) out.push(path);
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) pending.push({ value: node[i], path: [...path, i] });
    } else if (node && typeof node === 'object') {
      const entries = Object.entries(node);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        if (key.includes('\u0000')) out.push([...path, key]);
        else pending.push({ value: item, path: [...path, key] });
      }
    }
  }
  return out;
}

/** Refuses a NUL character anywhere in the input, on the field that holds it, before the route's own schema. */
const noNul = z.unknown().superRefine((value, ctx) => {
  for (const path of nulPaths(value)) ctx.addIssue({ code: 'custom', path, message: API_MESSAGES.invalidCharacter });
});

/**
 * The zod validator of every route (params, querystring, body, headers), with one rule in front that
 * no schema states: no text may contain U+0000. A NUL used to reach the database and fail there (500).
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: noNul.pipe(route.schema) });
