/* The quiz editors' words around the shared editor actions (components/learning/editor-actions). */

export const issuesHeading = (what: string) =>
  `The following issue(s) need to be fixed before you can publish the ${what}:`;

/** What archiving a bank or quiz leaves in place. */
export const QUIZ_ARCHIVE_NOTE = 'It leaves the lists. Attempts already made keep their questions and results.';
