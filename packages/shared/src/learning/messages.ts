/** What learning pages and the API say (SPEC §5.1 where it gives the words; our own elsewhere). */
export const LEARNING_TEXTS = {
  /** SPEC §5.1: the resource submission check, followed by the list of problems. */
  resourceIssuesHeading: 'The following issue(s) need to be fixed before you can submit the resource:',
  titleRequired: 'Please enter a title',
  titleLength: 'The title should be 3 to 150 characters long',
  bodyRequired: 'Please write the resource’s content',
  urlRequired: 'Please enter the link',
  urlInvalid: 'Please enter a valid link starting with https://',
  fileRequired: 'Please upload the file',
  /** A file's name says a type we do not take. */
  fileType: 'Only PDF, Word (.docx), PowerPoint (.pptx), Excel (.xlsx), PNG, JPG and ZIP files can be uploaded',
  /** The bytes are not what the name says (a renamed file): checked by content. */
  fileContent: 'This file is not what its name says. Please upload the document itself, saved in its own format',
  fileEmpty: 'This file is empty',
  /** The PUT never arrived, or the upload is more than a day old. */
  fileNotUploaded: 'The file did not arrive. Please upload it again',
  /** An attachment the submission names is not (or no longer) one of the student's uploads. */
  fileGone: 'One of the files is no longer there. Please upload it again',
  fileUploaded: 'File uploaded.',
  fileRemoved: 'File removed.',
  durationRequired: 'Please enter the duration',
  descriptionRequired: 'Please enter a description',
  skillsRequired: 'Please choose at least one skill',
  itemsRequired: 'Add at least one resource to the learning path',
  tasksRequired: 'Add at least one task to the project',
  paidNeedsPage: 'A paid item goes live once a payment page sells it: put it on sale first, or make it free.',
  paidSeatsNotYet: 'Students join paid items by buying them; enrolling them with seats comes later.',
  resourceNotPublished: 'Only published resources can be added',
  activityNotFound: 'Choose one of your activities',
  readingNeedsResource: 'Choose the resource to read',
  mentorsInvalid: 'Choose mentors from the list',
  alreadyPublished: 'This is already published',
  alreadyArchived: 'This is already archived',
  onlyPublishedArchived: 'Only published items can be archived',
  onlyDraftsDiscarded: 'Only drafts can be discarded',
  notOpen: 'This is not open for enrolment',
  alreadyEnrolled: 'You are already enrolled',
  notEnrolled: 'You are not enrolled',
  completedStays: 'A completed item stays completed',
  notADeliverable: 'Only deliverables take submissions',
  submissionEmpty: 'Please write your answer, add a link or attach a file',
  awaitingReview: 'Your last submission is waiting for review',
  alreadyAccepted: 'This deliverable is already accepted',
  reviewDone: 'This submission has already been reviewed',
  commentRequired: 'Please say what should change',
  reasonRequired: 'Please give a reason',
  requestPending: 'You already have a request waiting for this item',
  requestDecided: 'This request has already been answered',
  contentKindRequired: 'Say whether it is a project or a learning path',
  dateRequired: 'Please choose the new date',
  dateAfterDue: 'The new date should be after the current due date',
  notThisResource: 'This resource is not part of the learning path',
  enrolled: 'You are enrolled.',
  unenrolled: 'You have left it. Your completed work is kept if you come back.',
  interested: 'Saved to your Interested list.',
  submitted: 'Submitted. Your mentor will review it.',
  requestSent: 'Your request has been sent to the mentor.',
  saved: 'Your changes have been saved.',
  lastDay: 'Last Day',
  noDueDate: 'No due date',
} as const;

/** A file over the limit (in MB). */
export const fileTooBig = (maxBytes: number): string =>
  `The file should be at most ${Math.round(maxBytes / (1024 * 1024))} MB`;
/** More attachments than a submission takes. */
export const tooManyFiles = (max: number): string => `Attach at most ${max} files`;

export const overdueText = (days: number): string => `Overdue by ${days} day${days === 1 ? '' : 's'}`;
