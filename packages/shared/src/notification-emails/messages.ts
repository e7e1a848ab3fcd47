export const NOTIFICATION_EMAIL_TEXTS = {
  badMode: 'Choose Off, Immediately or Daily digest',
  unknownKind: 'There is no such kind of notification',
  notOffered: 'This kind of notification does not reach your profile',
  linkInvalid:
    'This unsubscribe link is not valid. Use the link in the latest email, or change your email settings in Profile Settings.',
  linkGone: 'This unsubscribe link belongs to an account that no longer exists.',
} as const;
