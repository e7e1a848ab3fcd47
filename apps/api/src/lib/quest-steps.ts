import type { QuestStudent, StepKind } from '@lbd/shared/quests';
import type { OrgCaller } from './actor';

/*
 * What a quest needs of the items its steps name (decision 0078). The module that owns each kind provides a
 * StepSource (learning: projects and paths; quizzes: quizzes and question banks; activities: activities);
 * the quests module reads them and never copies what a student did into its own tables, so an item finished
 * once counts in every quest that contains it.
 */

export interface StepItem {
  id: number;
  title: string;
  published: boolean;
}

/** One student's work on one item, wherever it was done. */
export interface StepWork {
  done: boolean;
  /** India date of the first activity. */
  started_on: string | null;
  /** India date of the latest activity. */
  last_on: string | null;
  /** Best score in percent (0..100), or null. */
  best_percent: number | null;
  /** The mentor's and the peers' parts of the score, in percent of their own maximum (activities, projects). */
  mentor_percent: number | null;
  peer_percent: number | null;
  /** The student's own enrolment in the item (my_learning, my_quiz, my_assignment id), for links. */
  my_item_id: number | null;
}

export interface StepSource {
  kinds: readonly StepKind[];
  items(kind: StepKind, ids: readonly number[]): Promise<Map<number, StepItem>>;
  /** Work of these students on these items: by student, then by item. */
  work(kind: StepKind, profileIds: readonly number[], ids: readonly number[]): Promise<WorkByStudent>;
}

export type WorkByStudent = Map<number, Map<number, StepWork>>;

/** Record one student's work on one item. */
export function putWork(out: WorkByStudent, profileId: number, itemId: number, work: StepWork): void {
  let mine = out.get(profileId);
  if (!mine) out.set(profileId, (mine = new Map()));
  mine.set(itemId, work);
}

/** A percent kept to one decimal. */
export const percentOf = (score: number | null, max: number | null): number | null =>
  score === null || max === null || max <= 0 ? null : Math.round((score * 1000) / max) / 10;

/** What the spec's peer paths (SPEC §7.6) answer for a quest; the quests module fills the slot. */
export interface QuestCards {
  students(caller: OrgCaller, questId: number, cohortId?: number): Promise<QuestStudent[]>;
  sendScorecards(
    caller: OrgCaller,
    questId: number,
    profileId: number | undefined,
    resend: boolean,
  ): Promise<{ sent: number; skipped: number }>;
  scorecardPdf(caller: OrgCaller, questId: number, profileId?: number): Promise<{ bytes: Buffer; fileName: string }>;
}
export interface QuestCardsSlot {
  current: QuestCards | null;
}

declare module '../modules/module' {
  interface Facts {
    /** Filled by the quests module (which comes after activities): the quest answers of the peer paths. */
    questCards: QuestCardsSlot;
    /** Projects and learning paths as quest steps. */
    learningSteps: StepSource;
    /** Quizzes and question banks as quest steps. */
    quizSteps: StepSource;
    /** Peer-reviewed activities as quest steps. */
    activitySteps: StepSource;
  }
}
