import {
  APPLICATION_STATUSES,
  DASHBOARD_APPLICATIONS,
  DASHBOARD_MISSING_SKILLS,
  DASHBOARD_NOTIFICATIONS,
  DASHBOARD_UPCOMING,
  DASHBOARD_UPCOMING_DAYS,
  notificationPath,
  POINTS_GROWTH_MONTHS,
  type StudentDashboard,
} from '@lbd/shared';
import type { Db } from '../../db/client';
import type { PortfolioFacts } from '../portfolio';
import { createStudentDashboardRepo, type CloserRow } from './student-dashboard.repo';
import { CLOSER_ORDER, careerPathCoverage, pointsGrowth, pointsTotals, type Closer } from './student-dashboard.rules';

const DAY = 24 * 60 * 60 * 1000;
/** India's calendar date of a time, 'YYYY-MM-DD'. */
const indiaDay = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);

function closerPath(row: CloserRow): string {
  switch (row.kind) {
    case 'event':
      return `/events/${row.id}`;
    case 'club':
      return `/clubs/${row.id}`;
    case 'reading':
      return row.reading_kind === 'article' ? '/articles' : '/books';
    case 'internship':
      return `/internships/${row.id}`;
    case 'job':
      return `/jobs/${row.id}`;
  }
}

export function createStudentDashboardService(deps: { db: Db; portfolio: PortfolioFacts; clock: () => Date }) {
  const repo = createStudentDashboardRepo(deps.db);

  async function careerPaths(profileId: number) {
    const [paths, skillIds] = await Promise.all([deps.portfolio.careerPaths(profileId), deps.portfolio.skillIds(profileId)]);
    const owned = new Set(skillIds);
    const missing = [...new Set(paths.flatMap((p) => p.skills.filter((s) => !owned.has(s.id)).map((s) => s.id)))];
    const now = deps.clock();
    const found = await repo.closers(missing, indiaDay(now), now, 50);
    const closers: Closer[] = found
      .sort((a, b) => CLOSER_ORDER.indexOf(a.kind) - CLOSER_ORDER.indexOf(b.kind))
      .map((row) => ({
        kind: row.kind,
        id: row.id,
        title: row.title,
        path: closerPath(row),
        skill_ids: row.skill_ids,
      }));
    return careerPathCoverage(paths, owned, closers, DASHBOARD_MISSING_SKILLS);
  }

  async function applications(profileId: number): Promise<StudentDashboard['applications']> {
    const [counts, latest] = await Promise.all([
      repo.applicationCounts(profileId),
      repo.latestApplications(profileId, DASHBOARD_APPLICATIONS),
    ]);
    const byStatus = Object.fromEntries(
      APPLICATION_STATUSES.map((s) => [s, 0]),
    ) as StudentDashboard['applications']['counts'];
    for (const row of counts) byStatus[row.status] = Number(row.n);
    return {
      counts: byStatus,
      latest: latest.map((a) => ({
        job_id: Number(a.job_id),
        title: a.title,
        org_name: a.org_name,
        type: a.type,
        status: a.status,
        applied_at: a.applied_at.toISOString(),
        updated_at: a.updated_at.toISOString(),
        path: a.type === 'Internship' ? `/internships/${a.job_id}` : `/jobs/${a.job_id}`,
      })),
    };
  }

  async function upcoming(profileId: number): Promise<StudentDashboard['upcoming']> {
    const now = deps.clock();
    const until = new Date(now.getTime() + DASHBOARD_UPCOMING_DAYS * DAY);
    const [events, deadlines] = await Promise.all([
      repo.upcomingEvents(profileId, now, until, DASHBOARD_UPCOMING),
      repo.deadlines(profileId, indiaDay(now), indiaDay(until), DASHBOARD_UPCOMING),
    ]);
    const items = [
      ...events.map((e) => ({
        kind: 'event' as const,
        id: Number(e.id),
        title: e.title,
        at: e.starts_at.toISOString(),
        detail: `${e.status === 'applied' ? 'Waiting for approval' : 'Registered'} · ${e.is_online ? 'Online' : e.location || 'Venue to be announced'}`,
        path: `/events/${e.id}`,
      })),
      ...deadlines.map((j) => ({
        kind: 'deadline' as const,
        id: Number(j.id),
        title: j.title,
        at: j.apply_by,
        detail: `Last day to apply · ${j.org_name}`,
        path: j.type === 'Internship' ? `/internships/${j.id}` : `/jobs/${j.id}`,
      })),
    ];
    // Deadlines are India's calendar days: compare them at the day's end so a deadline today sorts after this morning's event.
    const sortKey = (i: (typeof items)[number]) => (i.kind === 'deadline' ? `${i.at}T23:59:59+05:30` : i.at);
    return items.sort((a, b) => Date.parse(sortKey(a)) - Date.parse(sortKey(b))).slice(0, DASHBOARD_UPCOMING);
  }

  return {
    /** GET /api/student_dashboard */
    async get(profileId: number): Promise<StudentDashboard> {
      const [ledger, paths, apps, next, notes] = await Promise.all([
        deps.portfolio.pointsLedger(profileId),
        careerPaths(profileId),
        applications(profileId),
        upcoming(profileId),
        repo.recentNotifications(profileId, DASHBOARD_NOTIFICATIONS),
      ]);
      return {
        points: pointsTotals(ledger),
        points_growth: pointsGrowth(ledger, deps.clock(), POINTS_GROWTH_MONTHS),
        career_paths: paths,
        applications: apps,
        upcoming: next,
        notifications: notes.map((n) => ({
          id: n.id,
          message: n.message,
          viewed: n.viewed,
          at: n.inserted_at.toISOString(),
          path: notificationPath(n as Parameters<typeof notificationPath>[0], 'STUDENT'),
        })),
      };
    },
  };
}

export type StudentDashboardService = ReturnType<typeof createStudentDashboardService>;
