import type {
  ActivityDashboard,
  ActivityStudent,
  AllocatedEvaluator,
  AllocationRun,
  Assignment,
  CreateAssignmentBody,
  EnrolBatch,
  EnrolResult,
  MentorStudentRow,
  PeerSubmission,
  QueueReason,
  ReviewerAgreement,
} from '@lbd/shared/activities';
import type { AssignmentStatsRow } from '@lbd/shared/mentor-dashboard';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * Calls of the mentor and admin screens of activities (SPEC §7.5, §7.6): authoring, enrolment, the
 * activity dashboard and statistics, the allocation of reviewers and the score cards (the activity's
 * mentor's, as an admin's: the unprefixed paths).
 */

export const AUTHOR_KEY = ['activities', 'author'] as const;
export const authorKeys = {
  activity: (id: number) => [...AUTHOR_KEY, 'activity', id] as const,
  students: (id: number) => [...AUTHOR_KEY, 'activity', id, 'students'] as const,
  dashboard: (id: number) => [...AUTHOR_KEY, 'activity', id, 'dashboard'] as const,
  submission: (id: number, myAssignmentId: number) =>
    [...AUTHOR_KEY, 'activity', id, 'submission', myAssignmentId] as const,
  stats: () => [...AUTHOR_KEY, 'stats'] as const,
};

/** Dashboard calls send a signed-out user Home with the server's message (SPEC §8). */
export const MENTOR_DASHBOARD_META = { unauthorizedGoesHome: true } as const;

export type { ActivityDashboard, AllocatedEvaluator, MentorStudentRow, QueueReason, ReviewerAgreement };

export type ActivityStatsRow = AssignmentStatsRow;
export type EnrolledStudent = ActivityStudent;
/** Students of one institute whose education there ends in `year` (optionally one degree). */
export type { EnrolBatch, EnrolResult };
export type EnrolRequest = { emails: string[] } | { batch: EnrolBatch };

export async function fetchActivity(id: number): Promise<Assignment> {
  return (await api.get(`/api/assignments/${id}`)).data;
}

export async function createActivity(body: CreateAssignmentBody): Promise<{ id: number }> {
  return (await api.post('/api/assignments', { body })).data;
}

/** An update sends the whole activity again. */
export async function updateActivity(id: number, body: CreateAssignmentBody): Promise<Assignment> {
  return (await api.put(`/api/assignments/${id}`, { body })).data;
}

export async function enrolStudents(id: number, body: EnrolRequest): Promise<EnrolResult> {
  return (await api.post(`/api/assignments/${id}/enroll`, { body })).data;
}

export async function fetchEnrolledStudents(id: number): Promise<EnrolledStudent[]> {
  // Without type=quest the answer is the activity's own students.
  return (await api.get(`/api/get_all_students/${id}`)).data as EnrolledStudent[];
}

export async function fetchActivityDashboard(id: number): Promise<ActivityDashboard> {
  return (await api.get(`/api/activity_dashboard/${id}`)).data;
}

/**
 * One student's submission as its mentor reads it (get_peer_submission narrowed to the enrolment): each
 * current answer with its files; null while nothing is submitted.
 */
export async function fetchSubmissionOf(activityId: number, myAssignmentId: number): Promise<PeerSubmission | null> {
  const { data } = await api.get(`/api/get_peer_submission/${activityId}`, {
    params: { type: 'PEER LEARNING', my_assignment_id: myAssignmentId },
  });
  return data[0] ?? null;
}

export async function fetchActivityStats(): Promise<ActivityStatsRow[]> {
  return (await api.get('/api/assignment_stats_dashboard')).data;
}

export async function evaluateSubmission(body: {
  my_assignment_id: number;
  score: number;
  status: 'complete' | 'REDO';
}): Promise<MentorStudentRow> {
  return (await api.post('/api/evaluate_my_assignment', { body })).data;
}

export async function extendDeadline(body: { my_assignment_id: number; extended_deadline: string }) {
  return (await api.post('/api/send_request_extension', { body })).data;
}

export async function sendReminders(assignmentId: number): Promise<{ sent: number }> {
  return (await api.post('/api/send_reminders', { body: { assignment_id: assignmentId } })).data;
}

export type ActivityFlag = 'final_evaluation' | 'enable_reviews';
export async function setActivityFlag(assignmentId: number, flag: ActivityFlag, value: boolean) {
  const path = flag === 'final_evaluation' ? '/api/update_final_evaluation' : '/api/update_enable_reviews';
  return (
    await api.post(path, {
      body: { assignment_id: assignmentId, value },
    })
  ).data;
}

export type AllocationResult = AllocationRun;
/** What an allocation run did, in one sentence. */
export function allocationHeadline({ added }: AllocationResult): string {
  return added.length === 0
    ? 'Every submission already has its reviewers.'
    : `${added.length} reviewer allocation${added.length === 1 ? '' : 's'} added.`;
}
export async function allocateReviewers(assignmentId: number): Promise<AllocationResult> {
  return (await api.post('/api/auto_enroll', { body: { assignment_id: assignmentId } })).data;
}

export async function addReviewers(myAssignmentId: number, evaluatorProfileIds: number[]) {
  return (
    await api.post('/api/manual_enroll_peer_evaluators', {
      body: { my_assignment_id: myAssignmentId, evaluator_profile_ids: evaluatorProfileIds },
    })
  ).data;
}

/** Email score cards: one student's, or every student whose activity is complete. */
export async function sendScoreCards(assignmentId: number, profileId?: number): Promise<{ sent: number }> {
  return (
    await api.post('/api/send_score_card', {
      body: { assignment_id: assignmentId, profile_id: profileId },
    })
  ).data;
}

export async function downloadScoreCard(assignmentId: number, profileId: number) {
  return api.blob('/api/download_score_card', {
    params: { assignment_id: assignmentId, profile_id: profileId },
  });
}

/** The activity as authored (edit form, detail page). */
export function useActivity(id: number) {
  return useQuery({
    queryKey: authorKeys.activity(id),
    queryFn: () => fetchActivity(id),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useEnrolledStudents(id: number) {
  return useQuery({
    queryKey: authorKeys.students(id),
    queryFn: () => fetchEnrolledStudents(id),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useActivityDashboard(id: number) {
  return useQuery({
    queryKey: authorKeys.dashboard(id),
    queryFn: () => fetchActivityDashboard(id),
    enabled: Number.isInteger(id) && id > 0,
    meta: MENTOR_DASHBOARD_META,
  });
}

export function useSubmissionOf(activityId: number, myAssignmentId: number) {
  return useQuery({
    queryKey: authorKeys.submission(activityId, myAssignmentId),
    queryFn: () => fetchSubmissionOf(activityId, myAssignmentId),
    meta: { handleErrors: false },
  });
}

export function useActivityStats() {
  return useQuery({ queryKey: authorKeys.stats(), queryFn: fetchActivityStats, meta: MENTOR_DASHBOARD_META });
}
