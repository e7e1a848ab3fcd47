import type { Assignment, MyAssignmentDetail } from '@lbd/shared/activities';
import type { PeerAssessment, PeerSubmission } from '../features/activities/api/student';

/** Stored names carry a 13-digit timestamp and an underscore (14 characters) before the name. */
export const stored = (name: string) => `1767225600000_${name}`;

/** A peer-evaluation activity; override what the test is about. */
export function buildAssignment(overrides: Partial<Assignment> = {}): Assignment {
  return {
    id: 7,
    title: 'Design a footbridge',
    type: 'Case study',
    description: 'Sketch and justify a footbridge over the campus canal.',
    files: [{ id: 90, file: '/api/storage/activities/7/brief.pdf?sig=x', filename: stored('Canal_brief.pdf') }],
    assignment_que: [
      { id: 11, seq: 1, question: 'What load does it carry?' },
      { id: 12, seq: 2, question: 'Which material, and why?' },
    ],
    max_score: 100,
    mentor_assessment_score: 60,
    peer_assessment_score: 40,
    duration: 90,
    learning_path: { value: 'PEER' },
    peer_evaluation: true,
    final_evaluation: false,
    enable_reviews: true,
    enable_at: '2026-04-01T04:30:00.000Z',
    disable_at: '2099-04-03T04:30:00.000Z',
    peer_enable_at: '2026-04-01T04:30:00.000Z',
    peer_disable_at: '2099-04-04T10:30:00.000Z',
    evaluators_per_submission: 3,
    scoring_method: 'median',
    spread_threshold: null,
    active: true,
    rating: null,
    number_of_reviews: 0,
    enrolled_count: 4,
    ...overrides,
  };
}

/** The student's enrolment in it (my_assignment id 21). */
export function buildMyAssignment(overrides: Partial<MyAssignmentDetail> = {}): MyAssignmentDetail {
  const assignment = overrides.assignment ?? buildAssignment();
  return {
    id: 21,
    assignment,
    status: 'Enrolled',
    score: null,
    peer_score: null,
    total_score: null,
    active: true,
    enable_at: assignment.enable_at,
    disable_at: assignment.disable_at,
    peer_enable_at: assignment.peer_enable_at,
    peer_disable_at: assignment.peer_disable_at,
    submission_deadline: assignment.disable_at,
    extended_deadline: null,
    submissions: [],
    ...overrides,
  };
}

/** A peer's submitted work as get_peer_submission lists it. */
export function buildPeerSubmission(overrides: Partial<PeerSubmission> = {}): PeerSubmission {
  return {
    name: 'Ravi Kumar',
    submission: 'A steel truss, 40 m.',
    files: [],
    submitted_at: '2026-04-01T06:00:00.000Z',
    peer_profile_id: 2,
    my_assignment_id: 22,
    assignment_id: 7,
    status: 'Submitted',
    answers: [{ assignment_que_id: null, description: 'A steel truss, 40 m.', files: [] }],
    is_own: false,
    allow_evaluation: true,
    ...overrides,
  };
}

/** A comment (PEER LEARNING) on a submission; evaluations override type, score and file. */
export function buildPeerComment(overrides: Partial<PeerAssessment> = {}): PeerAssessment {
  return {
    id: 300,
    type: 'PEER LEARNING',
    peer_name: 'Meera Iyer',
    peer_profile_id: 3,
    comments: 'Why steel over timber?',
    peer_assessment_score: null,
    status: 'Submitted',
    file: { data: null },
    submitted_at: '2026-04-01T07:00:00.000Z',
    my_activity_id: 22,
    assignment_id: 7,
    appealed: false,
    replies: [],
    ...overrides,
  };
}
