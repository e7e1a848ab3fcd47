import {
  ACCOUNT_TEXTS,
  IDENTITY_TEXTS,
  accountOkResponseSchema,
  accountSessionParamsSchema,
  accountSettingsResponseSchema,
  accountSummaryResponseSchema,
  changePasswordBodySchema,
  deleteAccountBodySchema,
  sessionsEndedResponseSchema,
  updateSettingsBodySchema,
} from '@lbd/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment } from '../../lib/content-disposition';
import { AppError, UnauthorizedError } from '../../lib/errors';
import type { AccountService } from './account.service';
import type { SignInSecurityService } from './sign-in-security.service';

const actorOf = (req: FastifyRequest) => {
  if (!req.actor) throw new UnauthorizedError();
  return req.actor;
};

/** The signed-in user's own account (issue 23 items 28 and 30, decisions 0068 and 0088). */
export const accountRoutes: FastifyPluginAsyncZod<{
  service: AccountService;
  security: SignInSecurityService;
}> = async (app, { service, security }) => {
  const tags = ['account'];
  const signedIn = { access: 'signed_in' as const };
  // Password checks here count per account and address, like sign-in's (ten in a quarter of an hour).
  const passwordLimit = app.createRateLimit({
    max: 10,
    timeWindow: 15 * 60_000,
    keyGenerator: (req) => `acct:password:user:${req.actor?.userId ?? 'none'}:ip:${req.ip}`,
  });
  const limitPasswordChecks = async (req: FastifyRequest) => {
    const result = await passwordLimit(req);
    if (!result.isAllowed && result.isExceeded) throw new AppError(429, 'RATE_LIMITED', IDENTITY_TEXTS.tooManyAttempts);
  };

  app.get(
    '/my_account',
    { config: signedIn, schema: { tags, response: { 200: accountSummaryResponseSchema } } },
    async (req) => ({ data: await service.summary(actorOf(req)) }),
  );

  app.post(
    '/my_account/change_password',
    {
      config: signedIn,
      preHandler: limitPasswordChecks,
      schema: { tags, body: changePasswordBodySchema, response: { 200: accountOkResponseSchema } },
    },
    async (req) => {
      await service.changePassword(actorOf(req), req.body.current_password, req.body.password);
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/my_account/export',
    { config: signedIn, schema: { tags, produces: ['application/json'] } },
    async (req, reply) => {
      const data = await service.exportData(actorOf(req));
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', attachment(ACCOUNT_TEXTS.exportFileName))
        .header('cache-control', 'no-store')
        .send(JSON.stringify({ data }, null, 2));
    },
  );

  app.post(
    '/my_account/delete',
    {
      config: signedIn,
      preHandler: limitPasswordChecks,
      schema: { tags, body: deleteAccountBodySchema, response: { 200: accountOkResponseSchema } },
    },
    async (req) => {
      await service.deleteAccount(actorOf(req), req.body);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/update_settings',
    {
      config: signedIn,
      schema: { tags, body: updateSettingsBodySchema, response: { 200: accountSettingsResponseSchema } },
    },
    async (req) => ({ data: await security.updateSettings(actorOf(req), req.body) }),
  );

  app.post(
    '/my_account/sessions/:id/sign_out',
    {
      // 404: not one of the caller's sessions; 422: the caller's own (signing out here is the menu's).
      config: signedIn,
      schema: { tags, params: accountSessionParamsSchema, response: { 200: sessionsEndedResponseSchema } },
    },
    async (req) => ({ data: await security.signOutSession(actorOf(req), req.params.id) }),
  );

  app.post(
    '/my_account/sign_out_others',
    { config: signedIn, schema: { tags, response: { 200: sessionsEndedResponseSchema } } },
    async (req) => ({ data: await security.signOutOthers(actorOf(req)) }),
  );
};
