import type { FastifyInstance } from 'fastify';
import { ValidationError } from './errors';
import { API_MESSAGES } from '@lbd/shared';

/** How deep a JSON body may nest: no request of the product comes near it (the deepest is 4). */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether JSON text nests deeper than `max` arrays and objects, read once from start to end (strings
 * and their escapes skipped). Runs before the text is parsed, so a body of a million '[' costs one pass.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > max) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return false;
}

/** The error a too-deep body answers: 422 in the envelope, like a body that is not JSON. */
export const tooDeep = () => new ValidationError({ body: API_MESSAGES.tooDeep }, API_MESSAGES.tooDeep);

/**
 * JSON bodies of this scope: refused when they nest deeper than MAX_JSON_DEPTH, then parsed by
 * Fastify's own parser (prototype keys refused). `raw` hands the route the text instead of the value.
 */
export function boundJsonBodies(scope: FastifyInstance, { raw = false }: { raw?: boolean } = {}) {
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body.toString();
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(tooDeep(), undefined);
    if (!raw) return parseJson(req, text, done);
    parseJson(req, text, (err) => (err ? done(err, undefined) : done(null, text)));
  });
}
