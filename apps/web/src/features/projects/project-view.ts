import { ENROLMENT_STATUS_LABELS, type CurrentUser, type MyEnrolment, type ProjectSummary } from '@lbd/shared';

/** Who authors projects: mentors, companies, institutions and admins (the /createProject route's access). Pure. */
export const canAuthorProjects = (user: CurrentUser | null | undefined): boolean => {
  const type = user?.profile?.profile_type;
  return Boolean(user?.is_admin || type === 'ADVISOR' || type === 'COMPANY' || type === 'INSTITUTION');
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The short facts of a project card: '6 weeks', 'Team of 3', '5 tasks'. Pure. */
export function projectFacts(p: Pick<ProjectSummary, 'duration_weeks' | 'team_size' | 'task_count'>): string[] {
  const facts: string[] = [];
  if (p.duration_weeks !== null) facts.push(plural(p.duration_weeks, 'week'));
  facts.push(p.team_size <= 1 ? 'Solo' : `Team of ${p.team_size}`);
  facts.push(plural(p.task_count, 'task'));
  return facts;
}

/** 'In Progress · 40%' for an enrolment, or the status alone when progress means nothing yet. Pure. */
export function enrolmentLine(mine: MyEnrolment | null): string | null {
  if (!mine) return null;
  const label = ENROLMENT_STATUS_LABELS[mine.status];
  return mine.status === 'Enrolled' || mine.status === 'Completed' ? `${label} · ${mine.progress}%` : label;
}

/** Where a student's own project opens. */
export const myProjectPath = (myProjectId: number) => `/myProjects/${myProjectId}`;
