import type { ApplicationStatus } from '@lbd/shared';
import { eligibility, type StudentRecord } from '../../modules/jobs/jobs.eligibility';
import { NOTIFICATION_MESSAGES } from '../../modules/notifications/notifications.messages';
import {
  DAY,
  around,
  pushBell,
  write,
  type BellItems,
  type GeneratedJob,
  type ScaleContext,
  type Student,
} from './context';
import type { Row } from './loader';
import * as V from './vocabulary';

/*
 * A batch of students' applications, only to jobs they are eligible for, with the status history each
 * one went through (job_application_logs) and the bell notification each decision of the organisation
 * sent the student (application_status, as the applicants module words it).
 */

/** Cheap test of the criteria before the real eligibility rules confirm a pick. */
function looksEligible(job: GeneratedJob, s: Student): boolean {
  const c = job.criteria;
  if (job.degreeIds.size > 0 && !job.degreeIds.has(s.degree.id)) return false;
  if (job.specIds.size > 0 && !job.specIds.has(s.spec.id)) return false;
  if (c.graduation_years.length > 0 && !c.graduation_years.includes(s.gradYear)) return false;
  if (c.max_backlogs !== null && s.backlogs > c.max_backlogs) return false;
  return true;
}

/** One status change of an application: by the student (applied, withdrawn) or the organisation. */
interface Step {
  from: ApplicationStatus | null;
  to: ApplicationStatus;
  byOrg: boolean;
  note: string | null;
  at: number;
}

interface Application {
  job: GeneratedJob;
  profileId: number;
  steps: Step[];
}

export async function writeApplications(
  ctx: ScaleContext,
  students: Student[],
  start: number,
  pools: { byType: Map<string, GeneratedJob[]>; popular: GeneratedJob[] },
  bell: BellItems,
) {
  const today = ctx.opts.today.getTime();
  const rows: Row[] = [];
  const made: Application[] = [];
  students.forEach((s, k) => {
    const rng = ctx.rng.fork(`applications-${start + k}`);
    const record: StudentRecord = {
      degree: { id: s.degree.id, name: s.degree.name },
      specialization: { id: s.spec.id, name: s.spec.name },
      graduation_year: s.gradYear,
      education: { ...(s.format === 'GPA' ? { cgpa: s.score } : { percentage: s.score }), backlogs: s.backlogs },
    };
    const wanted = Math.min(
      pools.popular.length,
      around(rng, ctx.opts.applicationsPerStudent, ctx.opts.applicationsPerStudent),
    );
    const chosen = new Set<number>();
    for (let tries = 0; chosen.size < wanted && tries < wanted * 12; tries++) {
      // Mostly jobs in the student's fields; a quarter of picks follow popularity (a few jobs draw crowds).
      const own = pools.byType.get(rng.pick(s.roleTypes));
      const job =
        rng.chance(0.25) || !own?.length ? pools.popular[rng.skewed(pools.popular.length, 1)]! : rng.pick(own);
      if (chosen.has(job.id) || !looksEligible(job, s)) continue;
      // A student applies while the job takes applications, after joining.
      const from = Math.max(job.publishedAt, s.joinedAt);
      const to = Math.min(job.applyBy, today - 60_000);
      if (to <= from) continue;
      if (eligibility(job.criteria, record).percent !== 100) continue;
      chosen.add(job.id);
      const appliedAt = from + Math.floor(rng.next() * (to - from));
      const age = (today - appliedAt) / DAY;
      const status =
        age < 2
          ? rng.weighted([
              ['applied', 90],
              ['withdrawn', 2],
              ['shortlisted', 8],
            ] as const)
          : rng.weighted([
              ['applied', 45],
              ['shortlisted', 18],
              ['rejected', 20],
              ['selected', 7],
              ['withdrawn', 10],
            ] as const);
      const changedAt =
        status === 'applied'
          ? appliedAt
          : Math.min(today - 1000, appliedAt + rng.int(1, Math.max(1, Math.min(20, Math.floor(age)))) * DAY);
      // Selected ones, and a quarter of the rejected, were shortlisted half-way.
      const half = appliedAt + Math.floor((changedAt - appliedAt) / 2);
      const viaShortlist = status === 'selected' || (status === 'rejected' && rng.chance(0.25));
      const steps: Step[] = [{ from: null, to: 'applied', byOrg: false, note: null, at: appliedAt }];
      if (status === 'shortlisted' || viaShortlist)
        steps.push({
          from: 'applied',
          to: 'shortlisted',
          byOrg: true,
          note: rng.chance(0.33) ? 'Cleared the online test' : null,
          at: status === 'shortlisted' ? changedAt : half,
        });
      if (status === 'selected' || status === 'rejected')
        steps.push({
          from: viaShortlist ? 'shortlisted' : 'applied',
          to: status,
          byOrg: true,
          note:
            status === 'selected'
              ? 'Offer letter sent'
              : rng.chance(0.5)
                ? 'Does not meet the role requirements'
                : null,
          at: changedAt,
        });
      if (status === 'withdrawn')
        steps.push({ from: 'applied', to: 'withdrawn', byOrg: false, note: null, at: changedAt });
      made.push({ job, profileId: s.profileId, steps });
      rows.push([
        job.id,
        s.profileId,
        status,
        100,
        rng.chance(0.3)
          ? `I would like to work on ${rng.pick(V.DOMAINS)} problems and have done projects in this area.`
          : null,
        new Date(appliedAt),
        new Date(changedAt),
      ]);
    }
  });
  await write(
    ctx,
    'job_applications',
    ['job_id', 'profile_id', 'status', 'eligibility_percent', 'cover_note', 'inserted_at', 'updated_at'],
    rows,
  );

  // The batch's students are new, so every application they hold is one of these.
  const ids = new Map(
    (
      await ctx.loader.query<{ id: number; job_id: number; profile_id: number }>(
        'select id, job_id, profile_id from job_applications where profile_id = any($1::int[])',
        [students.map((s) => s.profileId)],
      )
    ).map((r) => [`${r.profile_id}:${r.job_id}`, r.id]),
  );
  const logs: Row[] = [];
  for (const a of made) {
    const id = ids.get(`${a.profileId}:${a.job.id}`)!;
    for (const step of a.steps) {
      logs.push([id, step.from, step.to, step.byOrg ? a.job.performer : a.profileId, step.note, new Date(step.at)]);
      // The organisation's decisions reach the student's bell.
      if (step.byOrg)
        pushBell(bell, a.profileId, {
          kind: 'application_status',
          at: step.at + 1000,
          message: NOTIFICATION_MESSAGES.applicationStatus(step.to, a.job.title, a.job.orgName),
          performer: a.job.performer,
          jobId: a.job.id,
        });
    }
  }
  await write(
    ctx,
    'job_application_logs',
    ['application_id', 'from_status', 'to_status', 'actor_profile_id', 'note', 'at'],
    logs,
  );
}
