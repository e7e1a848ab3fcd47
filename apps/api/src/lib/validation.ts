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
  // Each node links to its parent; a path is spelled out only for a NUL found (linear in the input).
  interface Node {
    value: unknown;
    key: string | number | null;
    parent: Node | null;
  }
  const pathOf = (node: Node | null, last?: string): Path => {
    const path: Path = last === undefined ? [] : [last];
    for (let n = node; n && n.key !== null; n = n.parent) path.push(n.key);
    return path.reverse();
  };
  const pending: Node[] = [{ value, key: null, parent: null }];
  while (pending.length > 0) {
    const node = pending.pop()!;
    const v = node.value;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) out.push(pathOf(node));
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) pending.push({ value: v[i], key: i, parent: node });
    } else if (v && typeof v === 'object') {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        if (key.includes('\u0000')) out.push(pathOf(node, key));
        else pending.push({ value: item, key, parent: node });
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
