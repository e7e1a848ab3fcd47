import {
  API_MESSAGES,
  codeSentResponseSchema,
  IDENTITY_TEXTS,
  identityConfigResponseSchema,
  linkAccountBodySchema,
  linkAccountResponseSchema,
  okResponseSchema,
  passwordResetBodySchema,
  passwordResetRequestSchema,
  phoneBodySchema,
  type SessionTokens,
  sessionTokensResponseSchema,
  signInBodySchema,
  signUpBodySchema,
  socialStartBodySchema,
  socialStartResponseSchema,
  verifyOtpBodySchema,
} from '@lbd/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../lib/errors';
import { boundJsonBodies } from '../../lib/json-body';
import type { Auth } from './auth';
import type { IssuedSession } from './identity.provider';
import type { IdentityService } from './identity.service';

/**
 * Request headers as the identity service wants them (cookies, user agent, client address). The client
 * address is the one Fastify resolved under TRUST_PROXY_HOPS, never an X-Forwarded-For the client wrote
 * itself: the identity library stores it with the session (the sessions list, the sign-in alert).
 */
export function fetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set('x-forwarded-for', request.ip);
  return headers;
}

function tokens(reply: FastifyReply, session: IssuedSession): { data: SessionTokens } {
  if (session.cookies.length > 0) reply.header('set-cookie', session.cookies);
  return { data: { access_token: session.accessToken, expires_at: session.expiresAt, is_new_user: session.isNewUser } };
}

/**
 * The two calls that act on the session cookie alone (refresh, sign out) answer only this site's pages:
 * a browser names another site in Sec-Fetch-Site or Origin, and such a request is refused (403).
 */
function sameSiteOnly(req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) {
  const site = req.headers['sec-fetch-site'];
  // Browsers send Sec-Fetch-Site; an older one only Origin, checked against this server's own origin.
  const refused =
    typeof site === 'string'
      ? site === 'cross-site' || site === 'same-site'
      : typeof req.headers.origin === 'string' && req.headers.origin !== `${req.protocol}://${req.host}`;
  done(refused ? new ForbiddenError() : undefined);
}

const tooMany = () => new AppError(429, 'RATE_LIMITED', IDENTITY_TEXTS.tooManyAttempts);

/**
 * Per client address: a burst allowance on every identity call. Generous, because a whole campus can
 * sit behind one address on a placement day; the per-account limit is the strict one.
 */
const perIp = (max: number, minutes: number) => ({
  rateLimit: { max, timeWindow: minutes * 60_000, errorResponseBuilder: tooMany },
});

export const identityRoutes: FastifyPluginAsyncZod<{ service: IdentityService; auth: Auth }> = async (
  app,
  { service, auth },
) => {
  const tags = ['identity'];
  // Per account (email or phone); password checks per account and address (accountKey).
  const accountLimit = app.createRateLimit({
    max: 10,
    timeWindow: 15 * 60_000,
    keyGenerator: (req) => accountKey(req),
  });
  const limitAccount = async (req: FastifyRequest) => {
    const result = await accountLimit(req);
    if (!result.isAllowed && result.isExceeded) throw tooMany();
  };

  app.get(
    '/identity/config',
    { config: { access: 'public' }, schema: { tags, response: { 200: identityConfigResponseSchema } } },
    async () => ({ data: { social_providers: service.socialProviders() } }),
  );

  app.post(
    '/identity/sign_up',
    {
      config: { access: 'public', ...perIp(60, 15) },
      preHandler: limitAccount,
      schema: { tags, body: signUpBodySchema, response: { 201: sessionTokensResponseSchema } },
    },
    async (req, reply) => {
      const session = await service.signUp(req.body.email, req.body.password, fetchHeaders(req));
      return reply.code(201).send(tokens(reply, session));
    },
  );

  app.post(
    '/identity/sign_in',
    {
      // 403: the account is banned.
      config: { access: 'public', answers: [403], ...perIp(100, 15) },
      preHandler: limitAccount,
      schema: { tags, body: signInBodySchema, response: { 200: sessionTokensResponseSchema } },
    },
    async (req, reply) => tokens(reply, await service.signIn(req.body.email, req.body.password, fetchHeaders(req))),
  );

  app.post(
    '/identity/phone/send_code',
    {
      config: { access: 'public', ...perIp(30, 15) },
      preHandler: limitAccount,
      schema: { tags, body: phoneBodySchema, response: { 200: codeSentResponseSchema } },
    },
    async (req) => {
      await service.sendPhoneCode(req.body.country_code, req.body.phone);
      return { data: { sent: true as const, expires_in: 300 } };
    },
  );

  app.post(
    '/identity/phone/verify',
    {
      config: { access: 'public', ...perIp(100, 15) },
      preHandler: limitAccount,
      schema: { tags, body: verifyOtpBodySchema, response: { 200: sessionTokensResponseSchema } },
    },
    async (req, reply) =>
      tokens(
        reply,
        await service.verifyPhoneCode(req.body.country_code, req.body.phone, req.body.code, fetchHeaders(req)),
      ),
  );

  app.post(
    '/identity/password_reset',
    {
      config: { access: 'public', ...perIp(30, 15) },
      preHandler: limitAccount,
      schema: { tags, body: passwordResetRequestSchema, response: { 200: codeSentResponseSchema } },
    },
    async (req) => {
      await service.requestPasswordReset(req.body.email);
      return { data: { sent: true as const } };
    },
  );

  app.post(
    '/identity/password_reset/confirm',
    {
      config: { access: 'public', ...perIp(20, 15) },
      schema: { tags, body: passwordResetBodySchema, response: { 200: okResponseSchema } },
    },
    async (req) => {
      await service.resetPassword(req.body.token, req.body.password);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/identity/refresh',
    {
      // 401 without a live session cookie; 403 from another site.
      config: { access: 'public', answers: [401, 403], ...perIp(3000, 15) },
      onRequest: sameSiteOnly,
      schema: { tags, response: { 200: sessionTokensResponseSchema } },
    },
    async (req, reply) => tokens(reply, await service.refresh(fetchHeaders(req))),
  );

  app.post(
    '/identity/sign_out',
    {
      config: { access: 'public', answers: [403] },
      onRequest: sameSiteOnly,
      schema: { tags, response: { 200: okResponseSchema } },
    },
    async (req, reply) => {
      const cookies = await service.signOut(fetchHeaders(req)).catch(() => []);
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/identity/social/start',
    {
      config: { access: 'public', ...perIp(30, 15) },
      schema: { tags, body: socialStartBodySchema, response: { 200: socialStartResponseSchema } },
    },
    async (req, reply) => {
      const start = await service.startSocial(req.body.provider, fetchHeaders(req), req.body.link ?? false);
      if (start.cookies.length > 0) reply.header('set-cookie', start.cookies);
      return { data: { url: start.url } };
    },
  );

  app.post(
    '/identity/link_account',
    {
      config: { access: 'public', ...perIp(30, 15) },
      preHandler: limitAccount,
      schema: { tags, body: linkAccountBodySchema, response: { 200: linkAccountResponseSchema } },
    },
    async (req, reply) => {
      const linked = await service.linkAccount(req.body.email, req.body.password, req.body.provider, fetchHeaders(req));
      reply.header('set-cookie', linked.cookies);
      const { session } = linked;
      return {
        data: { access_token: session.accessToken, expires_at: session.expiresAt, is_new_user: false, url: linked.url },
      };
    },
  );

  // The one endpoint of the identity service that browsers reach: the social sign-in callback (GET, or
  // POST for providers that answer with form_post), handed to it as it is. Its other endpoints (sign-in,
  // sign-up, sessions, password changes, admin) stay internal: they would skip the rules and the
  // rate limits above, and some answer the session token itself to scripts.
  await app.register(async (scope) => {
    // A JSON body is checked like every other one (depth, syntax, prototype keys) and then handed on as
    // the text that came in: serializing the parsed value again could overflow the stack on deep input.
    boundJsonBodies(scope, { raw: true });
    scope.route({
      method: ['GET', 'POST'],
      url: '/auth/callback/:provider',
      config: { access: 'public', ...perIp(600, 15) },
      schema: { hide: true },
      handler: async (req, reply) => {
        const origin = `${req.protocol}://${req.host}`;
        const body =
          req.method !== 'POST' || req.body === undefined
            ? undefined
            : typeof req.body === 'string'
              ? req.body
              : JSON.stringify(req.body);
        const headers = fetchHeaders(req);
        if (body) headers.set('content-type', 'application/json');
        const res = await auth.handler(new Request(new URL(req.url, origin), { method: req.method, headers, body }));
        const cookies = res.headers.getSetCookie();
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        // The library's own error bodies (and its empty 404s) become the error envelope like every other answer.
        if (res.status >= 400) throw await libraryFailure(res);
        reply.code(res.status);
        res.headers.forEach((value, name) => {
          if (name !== 'set-cookie' && name !== 'content-length' && name !== 'content-encoding')
            reply.header(name, value);
        });
        const text = await res.text();
        return reply.send(text.length > 0 ? text : undefined);
      },
    });
  });
};

/** The error to answer for a failed response of the identity library's own endpoints. */
async function libraryFailure(res: Response): Promise<AppError> {
  await res.body?.cancel();
  switch (res.status) {
    case 401:
      return new UnauthorizedError();
    case 403:
      return new ForbiddenError();
    case 404:
      return new NotFoundError(API_MESSAGES.routeNotFound);
    case 429:
      return new AppError(429, 'RATE_LIMITED', API_MESSAGES.rateLimited);
  }
  // Its messages name its own settings; the client learns only that the request was not valid.
  if (res.status < 500) return new AppError(res.status, 'BAD_REQUEST', API_MESSAGES.validation);
  return new AppError(500, 'INTERNAL', API_MESSAGES.internal);
}

/** Routes that check a password: one budget for all of them. */
const PASSWORD_ROUTES = new Set(['/api/identity/sign_in', '/api/identity/link_account']);

/**
 * The per-account budget's key. Password checks count per account and address together: someone
 * else's failures elsewhere never lock the owner out (the slow-down of failed passwords, per account,
 * still applies to every address). Codes and emails sent count per account across addresses.
 */
function accountKey(req: FastifyRequest): string {
  const body = (req.body ?? {}) as { email?: unknown; phone?: unknown; country_code?: unknown };
  const route = req.routeOptions.url ?? '';
  if (typeof body.email === 'string' && PASSWORD_ROUTES.has(route))
    return `acct:password:email:${body.email.trim().toLowerCase()}:ip:${req.ip}`;
  if (typeof body.email === 'string') return `acct:${route}:email:${body.email.trim().toLowerCase()}`;
  if (typeof body.phone === 'string')
    return `acct:${route}:phone:${String(body.country_code ?? '')}${body.phone.trim()}`;
  return `acct:${route}:ip:${req.ip}`;
}
