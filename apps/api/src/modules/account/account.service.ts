import { ACCOUNT_TEXTS, type AccountSummary, type DeleteAccountBody } from '@lbd/shared';
import { auditLog } from '../../db/schema';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/access';
import { ForbiddenError, UnauthorizedError, ValidationError } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import type { IdentityService } from '../identity';
import { createAccountRepo } from './account.repo';
import type { SignInSecurityService } from './sign-in-security.service';

const t = ACCOUNT_TEXTS;

interface Deps {
  db: Db;
  identity: IdentityService;
  security: SignInSecurityService;
  storage: FileStorage;
  clock: () => Date;
  warn: (message: string) => void;
}

/** An uploaded avatar's storage key ('/uploads/avatars/<uuid>.png' -> 'avatars/<uuid>.png'), or null. */
const uploadKey = (url: string | null) => (url?.startsWith('/uploads/') ? url.slice('/uploads/'.length) : null);

/** The signed-in user's own account: password, export and deletion (decision 0068). */
export function createAccountService({ db, identity, security, storage, clock, warn }: Deps) {
  const repo = createAccountRepo(db);

  async function accountOf(actor: Actor) {
    const account = await repo.accountOf(actor.userId);
    if (!account) throw new UnauthorizedError();
    return account;
  }

  return {
    /**
     * GET /api/my_account: the email, whether there is a password to confirm with, whether deletion is
     * offered, the sign-in alert setting and the live sessions.
     */
    async summary(actor: Actor): Promise<AccountSummary> {
      const account = await accountOf(actor);
      const [hasPassword, signIn] = await Promise.all([identity.hasPassword(actor.userId), security.summary(actor)]);
      return {
        email: account.email,
        has_password: hasPassword,
        can_delete: account.role !== 'admin',
        ...signIn,
      };
    },

    /** POST /api/my_account/change_password. */
    changePassword: (actor: Actor, current: string, next: string) => identity.changeOwnPassword(actor, current, next),

    /** GET /api/my_account/export: every record of the user's own, as one JSON document. */
    async exportData(actor: Actor) {
      const account = await accountOf(actor);
      return {
        exported_at: clock().toISOString(),
        about:
          'Everything Learn By Doing holds about your account and profile, section by section, as stored. Catalogue ids are resolved to names where they name something.',
        ...(await repo.exportOf(actor.userId, account.profile_id)),
      };
    },

    /**
     * POST /api/my_account/delete: after the password (or, without one, the word DELETE), delete or
     * anonymise everything as decision 0068 says, end every session and write the audit entry, in one
     * transaction; the uploaded photo goes after it commits.
     */
    async deleteAccount(actor: Actor, body: DeleteAccountBody) {
      const account = await accountOf(actor);
      if (account.role === 'admin') throw new ForbiddenError(t.adminCannotDelete);
      // An account with a password confirms with it; one without (one-time code, social) types the word.
      const verdict = body.password
        ? await identity.checkOwnPassword(actor.userId, body.password)
        : (await identity.hasPassword(actor.userId))
          ? 'missing'
          : 'none';
      if (verdict === 'missing') throw new ValidationError({ password: t.deletePasswordRequired });
      if (verdict === 'wrong') throw new ValidationError({ password: t.wrongDeletePassword });
      if (verdict === 'none' && (body.confirm ?? '').toUpperCase() !== t.deleteWord)
        throw new ValidationError({ confirm: t.deleteWordRequired });
      const phones = [account.phone_number, account.phone ? `${account.country_code ?? ''}${account.phone}` : null];
      await db.transaction(async (tx) => {
        await repo.eraseAccount(tx, actor.userId, account.profile_id, {
          emails: [account.email, account.profile_email].filter((e): e is string => Boolean(e)),
          phones: phones.filter((p): p is string => Boolean(p)),
        });
        await tx.insert(auditLog).values({
          actor_user_id: actor.userId,
          action: 'delete_account',
          target_type: 'user',
          target_id: actor.userId,
          // Nothing that names the person: the audit log outlives the account.
          before: { profile_id: account.profile_id, profile_type: account.profile_type },
          after: { anonymised: true },
        });
      });
      const key = uploadKey(account.avatar_url);
      if (key) await storage.remove(key).catch(() => warn(`could not remove the photo of a deleted account (${key})`));
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
