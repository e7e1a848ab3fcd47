/** People tools' texts; the spec's own where it has them (email, phone). */
export const PEOPLE_TEXTS = {
  invalidEmail: 'Enter a valid email id',
  invalidPhone: 'Enter a valid phone number',
  noProfileByEmail: 'No profile has this email.',
  noProfileByPhone: 'No profile has this phone number.',
  reasonEmpty: 'Please give a reason.',
  reasonTooLong: (max: number) => `The reason cannot exceed ${max} characters.`,
  noProfiles: 'Pick at least one profile.',
  tooManyProfiles: (max: number) => `Pick at most ${max} profiles at a time.`,
  itemNotFound: 'No such item.',
  authorNotFound: 'No such profile.',
  authorNotStaff: 'A student cannot author this item; pick a mentor or an organisation’s staff.',
  authorInactive: 'The new author’s profile is not active.',
  authorOtherOrg: 'The new author must act for the item’s organisation.',
  sameAuthor: 'This profile is already the author.',
  orgNotInstitute: 'Pick an institute.',
  orgUnknown: 'Pick a valid organisation.',
  specializationUnknown: 'Please select valid specializations',
  batchUnknown: 'Pick a valid batch.',
  batchOtherInstitute: 'The batch belongs to another institute.',
  onlyStudents: 'Only a student profile has a specialization and a batch.',
  nothingToChange: 'Nothing to change.',
  tooManyPeople: (max: number) => `Remind at most ${max} people at a time.`,
} as const;

/** The reminder emails. */
export const REMINDER_EMAILS = {
  incomplete_account: {
    subject: 'Finish setting up your Learn By Doing account',
    lines: (name: string, origin: string) => [
      `Hello ${name},`,
      'You signed up on Learn By Doing but have not finished your profile yet. It takes two minutes, and then jobs, events and learning matched to you are waiting.',
      `Finish it here: ${origin}/`,
    ],
  },
  not_enrolled: {
    subject: 'Your first step on Learn By Doing is waiting',
    lines: (name: string, origin: string) => [
      `Hello ${name},`,
      'You have not joined a project, learning path, quiz, event or club yet. Pick one that fits your goals and start learning by doing.',
      `Have a look: ${origin}/`,
    ],
  },
} as const;
