/* The words of shared achievements (issue 28 item 6): ours, the spec shows none. */
export const ACHIEVEMENT_TEXTS = {
  achievementStudentsOnly: 'Only students can share an achievement',
  achievementUnknown: 'Share one of your own verified entries, or a project, learning path or quest you finished',
  achievementNotVerified:
    'This achievement cannot be shared: only a verified entry, or a project, learning path or quest you finished, can be',
  achievementGone: 'This achievement is no longer verified.',
  shareButton: 'Share an achievement',
  shareHeading: 'Share an achievement',
  shareNone:
    'Nothing to share yet: ask someone to verify a portfolio entry, or finish a project, learning path or quest.',
  pageHeading: 'Verified achievement',
  verifiedBadge: 'Verified',
} as const;
