import { ACCOUNT_TEXTS, MAX_LISTED_SESSIONS, type AccountSession, type AccountSettings } from '@lbd/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/access';
import { NotFoundError, UnauthorizedError, ValidationError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { IdentityService, NewSession } from '../identity';
import { toAccountSession } from './account.mapper';
import { deviceSummary, isKnownDevice, maskIp, networkOf } from './device';
import { signInAlertEmail } from './sign-in-alert.email';
import { createSignInSecurityRepo } from './sign-in-security.repo';

const t = ACCOUNT_TEXTS;

interface Deps {
  db: Db;
  identity: IdentityService;
  mailer: Mailer;
  origin: string;
  /** A message only: a query or delivery error may hold addresses. */
  warn: (message: string) => void;
}

/** An address that receives mail: a phone account's made-up one and a deleted account's end in '.invalid'. */
const mailable = (email: string) => !email.toLowerCase().endsWith('.invalid');

const nameOf = (err: unknown) => (err instanceof Error ? err.name : typeof err);

/** The session the request came with: these calls act on sessions, so a caller without one is nobody here. */
function sessionOf(actor: Actor): string {
  if (!actor.sessionId) throw new UnauthorizedError();
  return actor.sessionId;
}

/**
 * Sign-in and security (issue 23 item 30, decision 0088): the sign-in alert setting, the account's
 * sessions and signing them out, and the alert sent when the account signs in on a new device.
 */
export function createSignInSecurityService({ db, identity, mailer, origin, warn }: Deps) {
  const repo = createSignInSecurityRepo(db);
  /** Alert emails on their way (delivery is not awaited by the sign-in); the module's close waits for them. */
  const sending = new Set<Promise<unknown>>();

  return {
    /** The sign-in alert setting and the live sessions, the caller's own marked current. */
    async summary(actor: Actor): Promise<{ sign_in_alerts: boolean; sessions: AccountSession[] }> {
      const [alerts, live] = await Promise.all([
        repo.alertsOf(actor.userId),
        identity.liveSessions(actor.userId, MAX_LISTED_SESSIONS),
      ]);
      if (alerts === null) throw new UnauthorizedError();
      return { sign_in_alerts: alerts, sessions: live.map((s) => toAccountSession(s, actor.sessionId ?? '')) };
    },

    /** POST /api/update_settings. */
    async updateSettings(actor: Actor, body: { sign_in_alerts: boolean }): Promise<AccountSettings> {
      const saved = await repo.setAlerts(actor.userId, body.sign_in_alerts);
      if (saved === null) throw new UnauthorizedError();
      return { sign_in_alerts: saved };
    },

    /** End one of the caller's other sessions: another user's or an unknown id is 404, the caller's own 422. */
    async signOutSession(actor: Actor, sessionId: string): Promise<{ ended: number }> {
      if (sessionId === sessionOf(actor)) throw new ValidationError({ id: t.currentSession }, t.currentSession);
      if (!(await identity.endSession(actor.userId, sessionId))) throw new NotFoundError(t.sessionNotFound);
      return { ended: 1 };
    },

    /** End every session of the caller but the one that asks. */
    signOutOthers: async (actor: Actor): Promise<{ ended: number }> => ({
      ended: await identity.endSessions(actor.userId, sessionOf(actor)),
    }),

    /**
     * After a new session: remember its device, and email the account when the device is new to it
     * (not among its devices and sessions of the last 90 days, and not its very first sign-in) and it
     * wants alerts. Delivery is started, not awaited: a slow or failing mail server never holds up or
     * fails the sign-in.
     */
    async afterSignIn(session: NewSession): Promise<void> {
      const seen = await repo.beforeSignIn(session.userId, session.sessionId);
      if (!seen) return;
      const device = { device: deviceSummary(session.userAgent), network: networkOf(session.ipAddress) };
      const known =
        isKnownDevice(device, seen.devices) ||
        isKnownDevice(
          device,
          seen.others.map((o) => ({ device: deviceSummary(o.userAgent), network: networkOf(o.ipAddress) })),
        );
      await repo.rememberDevice(session.userId, device.device, device.network);
      if (known || !seen.seen_before || !seen.sign_in_alerts || seen.banned || !mailable(seen.email)) return;
      const email = signInAlertEmail({
        to: seen.email,
        firstName: seen.first_name,
        at: session.createdAt,
        device: device.device,
        ip: maskIp(session.ipAddress),
        origin,
      });
      const delivery = mailer
        .send(email)
        .catch((err: unknown) => warn(`the sign-in alert of user ${session.userId} failed: ${nameOf(err)}`))
        .finally(() => sending.delete(delivery));
      sending.add(delivery);
    },

    /** Wait for the alert emails on their way (the app is closing). */
    async drain() {
      await Promise.allSettled([...sending]);
    },
  };
}

export type SignInSecurityService = ReturnType<typeof createSignInSecurityService>;
