import type { FastifyServerOptions } from 'fastify';
import type { Env } from '../config/env';

/**
 * A request id the caller sent, when it is one: up to 128 visible ASCII characters of the sorts trace
 * ids use. Others (spaces, quotes, markup, non-ASCII, kilobytes) would be echoed into the logs and
 * back in a response header, where non-ASCII does not even survive the trip.
 */
export function callerRequestId(header: string | string[] | undefined): string | undefined {
  return typeof header === 'string' && /^[\w.:;=/+@-]{1,128}$/.test(header) ? header : undefined;
}

/** Query parameters whose values are secrets (OAuth codes, tokens): never written to the logs. */
const SECRET_PARAMS = /([?&](?:code|token|state|access_token|id_token|sig|X-Amz-Signature)=)[^&]*/gi;
/** Path segments that are secrets: the one-time token of an entry verification link. */
const SECRET_SEGMENTS = /(\/entry_verifications\/)[^/?]+/g;
export const redactUrl = (url: string) =>
  url.replace(SECRET_PARAMS, '$1[redacted]').replace(SECRET_SEGMENTS, '$1[redacted]');

const SECRET_HEADERS = ['.authorization', '.cookie', '["x-razorpay-signature"]'];
const SECRET_SETTINGS = ['AUTH_SECRET', 'PAYMENT_KEY_SECRET', 'PAYMENT_WEBHOOK_SECRET', 'keySecret', 'webhookSecret'];
/**
 * Log fields that are secrets: a request's credentials, and headers or settings logged by hand (`{ headers }`,
 * `{ env }`, `{ config }`), at the top level or one object down.
 */
export const REDACTED_PATHS = [
  ...SECRET_HEADERS.flatMap((h) => [`req.headers${h}`, `headers${h}`, `*.headers${h}`]),
  'res.headers["set-cookie"]',
  ...SECRET_SETTINGS.flatMap((key) => [key, `*.${key}`]),
];

export function loggerOptions(level: Env['LOG_LEVEL']): FastifyServerOptions['logger'] {
  return {
    level,
    // Credentials never reach the logs: the request serializer below keeps no headers at all, and these
    // paths catch headers or configuration logged by hand (a payment provider's signature and keys too).
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
  };
}
