import type {
  ActivityFile,
  Assignment,
  MyAssignmentDetail,
  MyEvaluationDetails,
  PeerAccess,
  PeerAssessmentBody,
  PeerAssessmentType,
  PeerCommentBody,
  PeerEvaluated,
  PeerReviewHistoryItem,
  PeerReviewList,
  SubmitBody,
  myAssignmentListItemSchema,
  peerAssessmentSchema,
  peerSubmissionSchema,
} from '@lbd/shared/activities';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type ApiSuccess } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** The student's side of activities: SPEC §7.5 my_assignments and the §7.6 peer review calls. */

export type MyAssignmentListItem = z.infer<typeof myAssignmentListItemSchema>;
export type PeerSubmission = z.infer<typeof peerSubmissionSchema>;
export type PeerAssessment = z.infer<typeof peerAssessmentSchema>;
export type { ActivityFile, Assignment, MyAssignmentDetail };

export type { MyEvaluationDetails, PeerAccess, PeerReviewList, SubmitBody };
export type PeerEvaluatedCount = PeerEvaluated;
export type WrittenReview = PeerReviewHistoryItem;
export type AssessmentBody = PeerAssessmentBody;
export type ReplyBody = PeerCommentBody;

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
  return api.get('/api/my_profile/my_assignments', { params: { page, count } });
}

export async function fetchMyAssignment(myAssignmentId: number): Promise<MyAssignmentDetail> {
  return (await api.get(`/api/my_profile/my_assignments/${myAssignmentId}`)).data;
}

/** The caller's enrolment in an activity, by the activity's id (the peer activity screen opens by it). */
export async function fetchMyAssignmentByActivity(activityId: number): Promise<MyAssignmentDetail> {
  return (await api.get(`/api/my_profile/my_assignment_by_activity/${activityId}`)).data;
}

/** The activity as its mentor sees it (the mentor's view of the peer activity screen). */
export async function fetchAssignment(activityId: number): Promise<Assignment> {
  return (await api.get(`/api/assignments/${activityId}`)).data;
}

export async function submitMyAssignment(body: SubmitBody): Promise<MyAssignmentDetail> {
  return (await api.post('/api/my_profile/my_assignment_submit', { body })).data;
}

export async function completeMyAssignment(myAssignmentId: number): Promise<{ id: number; status: string }> {
  return (
    await api.post('/api/my_profile/update_my_assignment_status', {
      body: { my_assignment_id: myAssignmentId, status: 'complete' },
    })
  ).data;
}

/** SPEC §4.6: opening the peer activity screen first posts this; a failure goes to /unauthorized. */
export async function peerAccessCheck(activityId: number, profileId: number): Promise<PeerAccess> {
  return (await api.post('/api/peer_access_check', { body: { assignment_id: activityId, profile_id: profileId } }))
    .data;
}

export async function fetchPeerSubmissions(activityId: number, type: PeerAssessmentType): Promise<PeerSubmission[]> {
  return (await api.get(`/api/get_peer_submission/${activityId}`, { params: { type } })).data;
}

/** Comments or evaluations of one submission (a my_assignment id), with allow_evaluation. */
export async function fetchPeerReviews(
  myAssignmentId: number,
  type: PeerAssessmentType,
  activityId: number,
): Promise<PeerReviewList> {
  return await api.get(`/api/get_peer_review/${myAssignmentId}`, {
    params: { type, aid: activityId },
  });
}

/** POST peer_activity_assessment: a comment (PEER LEARNING) or an evaluation (PEER EVALUATION). */
export async function postPeerAssessment(body: AssessmentBody): Promise<PeerReviewList> {
  return await api.post('/api/peer_activity_assessment', { body });
}

export async function postPeerReply(body: ReplyBody): Promise<{ message: string }> {
  return await api.post('/api/peer_comment', { body });
}

/** Mark an evaluation for redo, or reset it to Submitted before re-posting. */
export async function setPeerReviewStatus(id: number, status: 'REDO' | 'Submitted'): Promise<PeerReviewList> {
  return await api.post('/api/peer_review_update_status', {
    body: { id, status },
  });
}

export async function appealPeerReview(id: number, reason: string): Promise<PeerReviewList> {
  return await api.post('/api/peer_review_appeal', {
    body: { id, reason },
  });
}

export async function fetchPeerEvaluated(activityId: number): Promise<PeerEvaluatedCount> {
  return (await api.get(`/api/check_peer_evaluated/${activityId}`)).data;
}

export async function fetchMyEvaluationDetails(activityId: number): Promise<MyEvaluationDetails> {
  return (await api.get(`/api/get_my_evaluation_details/${activityId}`)).data;
}

/** What the student has written in this activity (peer_review_history), newest first. */
export async function fetchWrittenReviews(activityId: number): Promise<WrittenReview[]> {
  return (await api.get('/api/peer_review_history', { params: { assignment_id: activityId } })).data;
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
