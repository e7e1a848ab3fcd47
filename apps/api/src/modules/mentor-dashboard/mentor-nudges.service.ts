import { MENTOR_NUDGE_TEXTS, type CreateNudgeBody, type Nudge } from '@lbd/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/access';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { NOTIFICATION_MESSAGES, notifyingTransaction, type Notifier } from '../notifications';
import { toNudge } from './mentor-nudges.mapper';
import { canNudge } from './mentor-nudges.policy';
import { createMentorNudgesRepo } from './mentor-nudges.repo';
import { mayNudgeAgain } from './mentor-nudges.rules';

/** A mentor's one-click nudge of a mentee: recorded, and told to the student in the bell. */
export function createMentorNudgesService(deps: { db: Db; clock: () => Date; notifier?: Notifier }) {
  const repo = createMentorNudgesRepo(deps.db);

  return {
    /**
     * POST /api/mentor_dashboard/nudges: an active mentor nudges a student enrolled in one of their
     * activities (404 for anyone else's student), at most once a day per student (409).
     */
    async nudge(profile: Actor['profile'], body: CreateNudgeBody): Promise<Nudge> {
      if (!profile || !canNudge(profile)) throw new ForbiddenError();
      const enrolment = await repo.menteeEnrolment(profile.id, body.profile_id, body.assignment_id ?? null);
      if (!enrolment) throw new NotFoundError();
      const about = body.assignment_id === undefined ? null : enrolment;
      return notifyingTransaction(deps.db, deps.notifier, async (tx, notify) => {
        await repo.lockMentor(profile.id, tx);
        const now = deps.clock();
        if (!mayNudgeAgain(await repo.lastSentAt(profile.id, body.profile_id, tx), now))
          throw new ConflictError(MENTOR_NUDGE_TEXTS.nudgedRecently);
        const values = {
          mentor_profile_id: profile.id,
          student_profile_id: body.profile_id,
          assignment_id: about?.assignment_id ?? null,
          reason: body.reason,
          sent_at: now,
        };
        const id = await repo.insert(values, tx);
        const mentor = (await repo.nameOf(profile.id, tx)) ?? 'Your mentor';
        await notify({
          kind: 'mentor_nudge',
          profile_ids: [body.profile_id],
          message: NOTIFICATION_MESSAGES.mentorNudge(mentor, body.reason, about?.title ?? null),
          targets: about ? { my_assignment_id: about.my_assignment_id } : {},
          performer_profile_id: profile.id,
        });
        return toNudge({ id, profile_id: body.profile_id, ...values, came_back_at: null }, now);
      });
    },
  };
}

export type MentorNudgesService = ReturnType<typeof createMentorNudgesService>;
