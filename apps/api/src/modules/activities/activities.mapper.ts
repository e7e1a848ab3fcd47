import type { ActivityFile, Assignment, MyAssignmentDetail } from '@lbd/shared';
import type { AssignmentRow, FileRow, MyAssignmentRow, SubmissionRow } from './activities.repo';
import { submissionDeadline, totalScore } from './activities.policy';

/** How a stored file is linked for download (a short-lived signed URL). */
export type FileLink = (file: FileRow) => string;

export const toFile = (f: FileRow, link: FileLink): ActivityFile => ({ id: f.id, file: link(f), filename: f.filename });

/** Files in the order their ids were given; unknown or unfinished uploads are skipped. */
export function filesInOrder(ids: number[], rows: Map<number, FileRow>, link: FileLink): ActivityFile[] {
  return ids.flatMap((id) => {
    const f = rows.get(id);
    return f && f.status === 'uploaded' ? [toFile(f, link)] : [];
  });
}

export interface AssignmentExtras {
  questions: { id: number; seq: number; question: string }[];
  files: ActivityFile[];
  stats: { enrolled: number; reviews: number; rating: number | null };
}

export function toAssignment(a: AssignmentRow, x: AssignmentExtras): Assignment {
  return {
    id: a.id,
    title: a.title,
    type: a.type,
    description: a.description,
    files: x.files,
    assignment_que: x.questions,
    max_score: a.max_score,
    mentor_assessment_score: a.mentor_assessment_score,
    peer_assessment_score: a.peer_assessment_score,
    duration: a.duration,
    learning_path: { value: a.learning_path },
    peer_evaluation: a.peer_evaluation,
    final_evaluation: a.final_evaluation,
    enable_reviews: a.enable_reviews,
    enable_at: a.enable_at.toISOString(),
    disable_at: a.disable_at.toISOString(),
    peer_enable_at: a.peer_enable_at.toISOString(),
    peer_disable_at: a.peer_disable_at.toISOString(),
    evaluators_per_submission: a.evaluators_per_submission,
    scoring_method: a.scoring_method,
    spread_threshold: a.spread_threshold,
    active: a.active,
    rating: x.stats.rating,
    number_of_reviews: x.stats.reviews,
    enrolled_count: x.stats.enrolled,
  };
}

export function toMyAssignmentDetail(
  my: MyAssignmentRow,
  a: AssignmentRow,
  assignment: Assignment,
  submissions: SubmissionRow[],
  files: Map<number, FileRow>,
  link: FileLink,
): MyAssignmentDetail {
  return {
    id: my.id,
    assignment,
    status: my.status,
    score: my.score,
    peer_score: my.peer_score,
    total_score: totalScore(a, my),
    active: a.active,
    enable_at: assignment.enable_at,
    disable_at: assignment.disable_at,
    peer_enable_at: assignment.peer_enable_at,
    peer_disable_at: assignment.peer_disable_at,
    submission_deadline: submissionDeadline(a, my).toISOString(),
    extended_deadline: my.extended_deadline?.toISOString() ?? null,
    submissions: submissions.map((s) => ({
      id: s.id,
      assignment_que_id: s.assignment_question_id,
      description: s.description,
      files: filesInOrder(s.file_ids, files, link),
      inserted_at: s.inserted_at.toISOString(),
    })),
  };
}
