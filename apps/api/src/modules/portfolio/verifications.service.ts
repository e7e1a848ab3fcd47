import { createHash, randomBytes } from 'node:crypto';
import {
  CARD_TITLES,
  PORTFOLIO_API_TEXTS,
  formatIndiaDate,
  type EntryVerificationView,
  type VerificationRequestBody,
} from '@lbd/shared';
import type { Db } from '../../db/client';
import { AppError, ConflictError, NotFoundError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { createEntriesRepo, specOf, type StoredEntry } from './entries.repo';
import { summarize } from './entry-summary';
import { NO_NAMES, toEntry } from './portfolio.mapper';
import { startOfIndiaDay, VERIFICATION_TTL_DAYS, verificationAllowed } from './portfolio.policy';
import { createPortfolioRepo } from './portfolio.repo';
import { SECTION_TABLES } from './portfolio.tables';
import { createVerificationsRepo, type VerificationRow } from './verifications.repo';

const DAY_MS = 86_400_000;
/** Only the SHA-256 of a token is stored; the token itself lives in the email. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const invalid = () => new NotFoundError(PORTFOLIO_API_TEXTS.verificationLinkInvalid);
const expired = () => new NotFoundError(PORTFOLIO_API_TEXTS.verificationLinkExpired);

/** The entry in one line, as the email and the verifier's page describe it. */
function describe(entry: StoredEntry) {
  const sum = summarize(toEntry(entry, NO_NAMES, new Set()));
  return { card: entry.card, title: sum.title, dates: sum.dates, host: sum.host };
}

/** Asking someone to vouch for an entry, and their one answer through the emailed link. */
export function createVerificationsService(deps: { db: Db; mailer: Mailer; origin: string; clock: () => Date }) {
  const { db, mailer, origin, clock } = deps;
  const repo = createVerificationsRepo(db);
  const entries = createEntriesRepo(db);
  const portfolios = createPortfolioRepo(db);

  /** The request behind a token and the entry it is about; 404 when unknown, withdrawn or gone. */
  async function load(token: string) {
    const request = await repo.byTokenHash(hashOf(token));
    if (!request) throw invalid();
    if (request.status === 'cancelled') throw expired();
    const section = request.section as VerificationRequestBody['section'];
    const entry = await entries.find(specOf(SECTION_TABLES[section]), request.profile_id, request.entry_id);
    if (!entry || entry.section !== section) throw invalid();
    return { request, entry };
  }

  const isExpired = (request: VerificationRow) => request.status === 'pending' && request.expires_at <= clock();

  return {
    /**
     * POST /api/my_portfolio/verifications: emails the verifier a one-time link to one of the student's
     * entries. At most 5 requests per entry and 20 in all per day (429 beyond).
     */
    async request(profileId: number, body: VerificationRequestBody) {
      const entry = await entries.find(specOf(SECTION_TABLES[body.section]), profileId, body.entry_id);
      if (!entry || entry.section !== body.section) throw new NotFoundError();
      const now = clock();
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + VERIFICATION_TTL_DAYS * DAY_MS);
      const saved = await db.transaction(async (tx) => {
        await repo.lockProfile(profileId, tx);
        const sent = await repo.countSince(profileId, startOfIndiaDay(now), body.section, body.entry_id, tx);
        if (!verificationAllowed(sent.entry, sent.all))
          throw new AppError(429, 'RATE_LIMITED', PORTFOLIO_API_TEXTS.tooManyVerifications);
        return repo.insert(
          {
            profile_id: profileId,
            section: body.section,
            entry_id: body.entry_id,
            verifier_name: body.verifier_name,
            verifier_email: body.verifier_email,
            verifier_org: body.verifier_organisation,
            token_hash: hashOf(token),
            expires_at: expiresAt,
            inserted_at: now,
          },
          tx,
        );
      });

      // After commit: the email goes out (or to the outbox) outside the transaction.
      const student = await portfolios.profileCard(profileId);
      const what = describe(entry);
      const link = `${origin}/verifyEntry?token=${token}`;
      const sending = mailer.send({
        to: body.verifier_email,
        kind: 'entry_verification',
        subject: `${student?.full_name ?? 'A student'} asks you to verify a portfolio entry`,
        text: [
          `Hello ${body.verifier_name},`,
          '',
          `${student?.full_name ?? 'A student'} has added this to their Learn By Doing portfolio and named you, at ${body.verifier_organisation}, as someone who can confirm it:`,
          '',
          `  ${CARD_TITLES[what.card]}: ${what.title}`,
          ...(what.host ? [`  ${what.host}`] : []),
          `  ${what.dates}`,
          '',
          'Please confirm it, or decline if it is not accurate, here:',
          link,
          '',
          `The link works once and expires on ${formatIndiaDate(expiresAt)}. If you do not know ${student?.first_name ?? 'this student'}, you can ignore this email.`,
        ].join('\n'),
      });
      // A link that never left cannot be answered: withdraw it and report the failure.
      await sending.catch(async (error: unknown) => {
        await repo.withdraw(saved.id);
        throw error;
      });
      return {
        section: body.section,
        entry_id: body.entry_id,
        verifier_name: body.verifier_name,
        verifier_organisation: body.verifier_organisation,
        status: 'pending' as const,
        expires_at: expiresAt.toISOString(),
      };
    },

    /** GET /api/entry_verifications/{token}: what the verifier is asked to confirm; answered ones show their status. */
    async view(token: string): Promise<EntryVerificationView> {
      const { request, entry } = await load(token);
      if (isExpired(request)) throw expired();
      const student = await portfolios.profileCard(request.profile_id);
      return {
        student_name: student?.full_name ?? '',
        verifier_name: request.verifier_name,
        verifier_organisation: request.verifier_org,
        entry: describe(entry),
        status: request.status as EntryVerificationView['status'],
      };
    },

    /** POST /api/entry_verifications/{token}: the one answer (409 when already answered, 404 once expired). */
    async decide(token: string, decision: 'confirm' | 'decline') {
      const { request, entry } = await load(token);
      if (request.status !== 'pending') throw new ConflictError(PORTFOLIO_API_TEXTS.verificationAnswered);
      if (isExpired(request)) throw expired();
      const now = clock();
      const status = decision === 'confirm' ? ('confirmed' as const) : ('declined' as const);
      await db.transaction(async (tx) => {
        if (!(await repo.answer(request.id, status, now, tx)))
          throw new ConflictError(PORTFOLIO_API_TEXTS.verificationAnswered);
        if (status === 'confirmed') {
          const by = { name: request.verifier_name, organisation: request.verifier_org, at: now };
          await entries.setVerified(specOf(entry.table), request.profile_id, request.entry_id, by, tx);
        }
      });
      return { status };
    },
  };
}

export type VerificationsService = ReturnType<typeof createVerificationsService>;
