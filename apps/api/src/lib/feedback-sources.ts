import type { FeedbackItemType } from '@lbd/shared/feedback';
import type { OrgCaller } from './actor';

/*
 * What feedback needs of the items people rate (issue 28 item 9, decision 0080). The module that owns each
 * kind provides a FeedbackSource (events, clubs, learning: projects and learning paths, activities); the
 * feedback module asks it whether the item exists for the caller, whether the caller took part (and so may
 * rate) and whether they run it (and so read the responses). Feedback never copies enrolments.
 */

/** One item as one caller stands to it. */
export interface FeedbackItem {
  title: string;
  /** Registered or attended, a member, enrolled: may rate. */
  tookPart: boolean;
  /** Organises or mentors it (admins too): reads the responses. */
  runs: boolean;
}

export interface FeedbackSource {
  types: readonly FeedbackItemType[];
  /** The item as this caller sees it, or null when there is none or the caller may not see it. */
  item(type: FeedbackItemType, id: number, caller: OrgCaller | null): Promise<FeedbackItem | null>;
}

declare module '../modules/module' {
  interface Facts {
    /** Events: those registered or who attended took part; the organising organisation runs it. */
    eventFeedback: FeedbackSource;
    /** Clubs: members took part; the organisation and the club's admins run it. */
    clubFeedback: FeedbackSource;
    /** Projects and learning paths: enrolled students took part; authors, their organisation and mentors run it. */
    learningFeedback: FeedbackSource;
    /** Activities: enrolled students took part; the authoring mentor runs it. */
    activityFeedback: FeedbackSource;
  }
}
