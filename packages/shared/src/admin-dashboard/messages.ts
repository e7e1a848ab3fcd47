/** Texts of the admin dashboard (the spec shows none: the product's own words). */
export const ADMIN_DASHBOARD_TEXTS = {
  heading: 'Admin Dashboard',
  daysOutOfRange: 'Choose between 7 and 90 days.',
  awaitingApproval: 'Awaiting approval',
  awaitingApprovalHint: 'Companies and institutions waiting for an admin to approve them.',
  openAccounts: 'Open Accounts',
  nobodyWaiting: 'Nobody is waiting for approval.',
  content: 'Content',
  queue: 'Background jobs',
  queueNotStarted: 'The job queue has not started yet, so no job has run.',
  email: 'Email',
  sms: 'SMS',
  outboxOnly:
    'No mail server is configured: emails are kept in the outbox (the development mailbox) and never leave it.',
  smsOutboxOnly: 'No SMS provider is configured: messages are kept in the outbox only.',
  activity: 'Sign-ups and active users',
  activeUsersMeaning:
    'Active users: different accounts that signed in or renewed their session that day (a session is renewed at most once a day, and signing out removes it, so this is a lower bound).',
  posts: 'Posts per day',
  noActivity: 'No sign-ups or active users in this range.',
  showTable: 'Show as table',
  showChart: 'Show as chart',
  exportCsv: 'Export CSV',
} as const;
