import { ENROL_BY_BATCH_MAX } from './constants';

export const ACTIVITY_MESSAGES = {
  // SPEC §5.3 and §8, used exactly.
  invalidData: 'Please enter a valid data',
  enterComment: 'Please enter a comment',
  enterScore: 'Please enter a score',
  // Where the spec's one text does not say what is wrong (issue 23): the product's own words.
  scoreOneDecimal: 'Please enter a score with at most one decimal place',
  uploadFile: 'Please upload a file',
  commentDeadline: 'Commenting is not allowed once deadline crossed',
  replyDeadline: 'Replying is not allowed once deadline crossed',
  postingComment: 'Posting Comment ...',
  commentPosted: 'Comment posted Successfully',
  commentFailed: 'Comment posting failed',
  postingReply: 'Posting reply on peer comment ...',
  replyPosted: 'Reply posted Successfully',
  replyFailed: 'Reply posting failed',
  fileUploaded: 'File uploaded successfully',
  fileNotUploaded: 'The file could not be uploaded',
  yourFileNotUploaded: 'Your file could not be uploaded',
  showMoreComments: 'Show More Comments',
  // Where the spec is silent (docs/decisions/0033-activities-tables-access-and-windows.md).
  commentWindowOrder: 'The comment window must end after it starts.',
  evaluationWindowOrder: 'The evaluation window must end after it starts.',
  evaluationBeforeComments: 'The evaluation window cannot open before the activity opens.',
  scoresAboveMax: 'Mentor and peer scores together cannot exceed the maximum score.',
  notOpenYet: 'This activity is not open for submissions yet.',
  submissionClosed: 'The submission deadline has passed.',
  alreadyComplete: 'This activity is already complete.',
  evaluationNotOpen: 'Peer evaluation is not open for this activity.',
  evaluationClosed: 'Evaluation is not allowed once deadline crossed',
  ownSubmission: 'You cannot evaluate your own submission.',
  notEvaluable: 'This submission cannot be rated yet.',
  alreadyEvaluated: 'You have already evaluated this submission.',
  reviewsDisabled: 'Peer reviews are turned off for this activity.',
  notAllocated: 'This submission is not allocated to you for evaluation.',
  appealClosed: 'Appeals are not allowed once deadline crossed',
  alreadyEnrolled: 'Already enrolled.',
  notStudents: 'Only student profiles can be enrolled.',
  mentorScoreAbove: 'The score cannot exceed the mentor assessment score.',
  extensionBeforeDeadline: 'The extended deadline must be after the submission deadline.',
  unknownFile: 'Please upload a file',
  statusChange: 'Only a submitted activity can be marked complete.',
  ownComment: 'You cannot comment on your own submission.',
  appealOwnOnly: 'Only the author of a submission can appeal its reviews.',
  notEvaluation: 'Only peer evaluations can be appealed or marked for redo.',
  chooseStudents: 'Choose at least one student.',
  batchTooLarge: `This batch has more than ${ENROL_BY_BATCH_MAX} students: choose a degree to enrol it in parts.`,
  unknownInstitute: 'Choose an institute.',
  unknownDegree: 'Choose a degree.',
  batchYear: 'Choose a valid year.',
} as const;

/** Form messages of the authoring form, in the words of SPEC §5.1 ('{label} cannot be empty', ...). */
export const AUTHORING_MESSAGES = {
  empty: (label: string) => `${label} cannot be empty`,
  tooLong: (label: string, max: number) => `${label} cannot exceed ${max} characters`,
  between: (label: string, min: number, max: number) => `${label} should be between ${min} and ${max}`,
  wholeNumber: (label: string) => `${label} should be a whole number`,
  tooMany: (label: string, max: number) => `You can add at most ${max} ${label}`,
  /** SPEC §5.1. */
  invalidDate: 'Please enter a valid date',
} as const;
