import type {
  ActivityFile,
  Assignment,
  MyAssignmentDetail,
  PeerAssessmentType,
  myAssignmentListItemSchema,
  peerAssessmentSchema,
  peerSubmissionSchema,
} from '@lbd/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type ApiSuccess } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** The student's side of activities: SPEC §7.5 my_assignments and the §7.6 peer review calls. */

export type MyAssignmentListItem = z.infer<typeof myAssignmentListItemSchema>;
export type PeerSubmission = z.infer<typeof peerSubmissionSchema>;
export type PeerAssessment = z.infer<typeof peerAssessmentSchema>;
export type { ActivityFile, Assignment, MyAssignmentDetail };

export interface PeerAccess {
  allowed: boolean;
  role: 'mentor' | 'student';
  my_assignment_id: number | null;
}

export interface PeerReviewList {
  data: PeerAssessment[];
  allow_evaluation: boolean;
  message?: string;
}

export interface MyEvaluationDetails {
  my_assignment_id: number;
  scores: number[];
  scoring_method: 'median' | 'mean';
  aggregate: number | null;
  peer_score: number | null;
  reviews_received: number;
  reviews_required: number;
  score: number | null;
  status: string;
}

export interface PeerEvaluatedCount {
  evaluated: number;
  required: number;
  is_evaluated: boolean;
}

export interface WrittenReview {
  id: number;
  type: PeerAssessmentType;
  assignment_id: number;
  my_activity_id: number;
  author_name: string;
  comments: string;
  peer_assessment_score: number | null;
  status: string;
  submitted_at: string;
}

export const STUDENT_ACTIVITY_KEY = ['activities', 'student'] as const;
export const studentActivityKeys = {
  list: (page: number) => [...STUDENT_ACTIVITY_KEY, 'list', page] as const,
  mine: (myAssignmentId: number) => [...STUDENT_ACTIVITY_KEY, 'mine', myAssignmentId] as const,
  byActivity: (activityId: number) => [...STUDENT_ACTIVITY_KEY, 'by-activity', activityId] as const,
  access: (activityId: number, profileId: number) =>
    [...STUDENT_ACTIVITY_KEY, 'access', activityId, profileId] as const,
  assignment: (activityId: number) => [...STUDENT_ACTIVITY_KEY, 'assignment', activityId] as const,
  submissions: (activityId: number, type: PeerAssessmentType) =>
    [...STUDENT_ACTIVITY_KEY, 'peer', activityId, 'submissions', type] as const,
  /** Everything about one activity's peer review, to refresh it at once. */
  peer: (activityId: number) => [...STUDENT_ACTIVITY_KEY, 'peer', activityId] as const,
  reviews: (activityId: number, myAssignmentId: number, type: PeerAssessmentType) =>
    [...STUDENT_ACTIVITY_KEY, 'peer', activityId, 'reviews', myAssignmentId, type] as const,
  written: (activityId: number) => [...STUDENT_ACTIVITY_KEY, 'peer', activityId, 'written'] as const,
  evaluated: (activityId: number) => [...STUDENT_ACTIVITY_KEY, 'peer', activityId, 'evaluated'] as const,
  details: (activityId: number) => [...STUDENT_ACTIVITY_KEY, 'peer', activityId, 'details'] as const,
};

export async function fetchMyAssignments(page: number, count = 20): Promise<ApiSuccess<MyAssignmentListItem[]>> {
  return api.get<MyAssignmentListItem[]>('/api/my_profile/my_assignments', { params: { page, count } });
}

export async function fetchMyAssignment(myAssignmentId: number): Promise<MyAssignmentDetail> {
  return (await api.get<MyAssignmentDetail>(`/api/my_profile/my_assignments/${myAssignmentId}`)).data;
}

/** The caller's enrolment in an activity, by the activity's id (the peer activity screen opens by it). */
export async function fetchMyAssignmentByActivity(activityId: number): Promise<MyAssignmentDetail> {
  return (await api.get<MyAssignmentDetail>(`/api/my_profile/my_assignment_by_activity/${activityId}`)).data;
}

/** The activity as its mentor sees it (the mentor's view of the peer activity screen). */
export async function fetchAssignment(activityId: number): Promise<Assignment> {
  return (await api.get<Assignment>(`/api/assignments/${activityId}`)).data;
}

export interface SubmitBody {
  my_assignment_id: number;
  assignment_que_id?: number;
  description: string;
  files: number[];
}

export async function submitMyAssignment(body: SubmitBody): Promise<MyAssignmentDetail> {
  return (await api.post<MyAssignmentDetail>('/api/my_profile/my_assignment_submit', { body })).data;
}

export async function completeMyAssignment(myAssignmentId: number): Promise<{ id: number; status: string }> {
  return (
    await api.post<{ id: number; status: string }>('/api/my_profile/update_my_assignment_status', {
      body: { my_assignment_id: myAssignmentId, status: 'complete' },
    })
  ).data;
}

/** SPEC §4.6: opening the peer activity screen first posts this; a failure goes to /unauthorized. */
export async function peerAccessCheck(activityId: number, profileId: number): Promise<PeerAccess> {
  return (
    await api.post<PeerAccess>('/api/peer_access_check', { body: { assignment_id: activityId, profile_id: profileId } })
  ).data;
}

export async function fetchPeerSubmissions(activityId: number, type: PeerAssessmentType): Promise<PeerSubmission[]> {
  return (await api.get<PeerSubmission[]>(`/api/get_peer_submission/${activityId}`, { params: { type } })).data;
}

/** Comments or evaluations of one submission (a my_assignment id), with allow_evaluation. */
export async function fetchPeerReviews(
  myAssignmentId: number,
  type: PeerAssessmentType,
  activityId: number,
): Promise<PeerReviewList> {
  return (await api.get<PeerAssessment[]>(`/api/get_peer_review/${myAssignmentId}`, {
    params: { type, aid: activityId },
  })) as unknown as PeerReviewList;
}

export interface AssessmentBody {
  type: PeerAssessmentType;
  comments: string;
  peer_profile_id: number;
  my_activity_id: number;
  activity_id: number;
  peer_assessment_score?: number | null;
  rubric_file?: number | null;
  client_request_id: string;
}

/** POST peer_activity_assessment: a comment (PEER LEARNING) or an evaluation (PEER EVALUATION). */
export async function postPeerAssessment(body: AssessmentBody): Promise<PeerReviewList> {
  return (await api.post<PeerAssessment[]>('/api/peer_activity_assessment', { body })) as unknown as PeerReviewList;
}

export interface ReplyBody {
  peer_activity_assessment_id: number;
  profile_id: number;
  comment: string;
  client_request_id: string;
}

export async function postPeerReply(body: ReplyBody): Promise<{ message: string }> {
  return (await api.post<unknown>('/api/peer_comment', { body })) as unknown as { message: string };
}

/** Mark an evaluation for redo, or reset it to Submitted before re-posting. */
export async function setPeerReviewStatus(id: number, status: 'REDO' | 'Submitted'): Promise<PeerReviewList> {
  return (await api.post<PeerAssessment[]>('/api/peer_review_update_status', {
    body: { id, status },
  })) as unknown as PeerReviewList;
}

export async function appealPeerReview(id: number, reason: string): Promise<PeerReviewList> {
  return (await api.post<PeerAssessment[]>('/api/peer_review_appeal', {
    body: { id, reason },
  })) as unknown as PeerReviewList;
}

export async function fetchPeerEvaluated(activityId: number): Promise<PeerEvaluatedCount> {
  return (await api.get<PeerEvaluatedCount>(`/api/check_peer_evaluated/${activityId}`)).data;
}

export async function fetchMyEvaluationDetails(activityId: number): Promise<MyEvaluationDetails> {
  return (await api.get<MyEvaluationDetails>(`/api/get_my_evaluation_details/${activityId}`)).data;
}

/** What the student has written in this activity (peer_review_history), newest first. */
export async function fetchWrittenReviews(activityId: number): Promise<WrittenReview[]> {
  return (await api.get<WrittenReview[]>('/api/peer_review_history', { params: { assignment_id: activityId } })).data;
}

/** The student's own activity, by my_assignment id (the /myActivity and /myactivity routes). */
export function useMyAssignment(myAssignmentId: number) {
  // Signed out there is nothing to ask for: the session guard shows Access Denied.
  const { user } = useSession();
  return useQuery({
    queryKey: studentActivityKeys.mine(myAssignmentId),
    queryFn: () => fetchMyAssignment(myAssignmentId),
    enabled: user !== null && Number.isInteger(myAssignmentId) && myAssignmentId > 0,
  });
}

export function usePeerReviews(activityId: number, myAssignmentId: number, type: PeerAssessmentType) {
  return useQuery({
    queryKey: studentActivityKeys.reviews(activityId, myAssignmentId, type),
    queryFn: () => fetchPeerReviews(myAssignmentId, type, activityId),
    // Other fetch failures on this screen are silent (SPEC §8).
    meta: { handleErrors: false },
  });
}
