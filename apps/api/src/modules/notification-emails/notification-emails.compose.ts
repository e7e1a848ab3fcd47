import {
  NOTIFICATION_KINDS,
  notificationKindLabel,
  unsubscribeKindLabel,
  type NotificationKind,
  type UnsubscribeKind,
} from '@lbd/shared';
import type { Email } from '../../lib/mailer';

/*
 * The words of notification emails. Every email carries exactly one unsubscribe link (to the
 * /unsubscribe page, which asks before turning anything off) and the List-Unsubscribe headers, whose
 * address takes a mail client's one-click POST.
 */

/** Items a digest lists; the rest are counted. */
export const DIGEST_MAX_ITEMS = 50;
const SUBJECT_MAX = 150;

export interface Recipient {
  email: string;
  first_name: string;
}

/** One notification as an email shows it. */
export interface EmailItem {
  kind: NotificationKind;
  message: string;
  /** The page it opens, e.g. '/jobs/12'; null when it points nowhere. */
  path: string | null;
}

export interface Links {
  origin: string;
  /** The unsubscribe token of this email. */
  token: string;
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

export const unsubscribeUrl = ({ origin, token }: Links) => `${origin}/unsubscribe?token=${encodeURIComponent(token)}`;

/** RFC 2369 and RFC 8058: mail clients offer "Unsubscribe" and may POST to it in one click. */
function unsubscribeHeaders({ origin, token }: Links): Record<string, string> {
  return {
    'List-Unsubscribe': `<${origin}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

function footer(links: Links, why: string, kind: UnsubscribeKind): string {
  const what = kind === 'digest' ? 'the daily digest' : `"${unsubscribeKindLabel(kind)}" emails`;
  return [
    '--',
    `${why} Change your choices in Profile Settings: ${links.origin}/myprofile`,
    `Unsubscribe from ${what}: ${unsubscribeUrl(links)}`,
  ].join('\n');
}

/** One notification, sent as it happens. */
export function immediateEmail(to: Recipient, item: EmailItem, links: Links): Email {
  const label = notificationKindLabel(item.kind);
  const lines = [`Hello ${to.first_name},`, '', item.message];
  if (item.path) lines.push('', `Open it on Learn By Doing: ${links.origin}${item.path}`);
  lines.push(
    '',
    footer(
      links,
      `You get this email because "${label}" is set to Immediately in your notification emails.`,
      item.kind,
    ),
  );
  return {
    to: to.email,
    subject: clip(item.message, SUBJECT_MAX),
    text: lines.join('\n'),
    kind: `notification_${item.kind}`,
    headers: unsubscribeHeaders(links),
  };
}

/** One profile's digest: newest first within each kind, kinds in the settings' order, at most DIGEST_MAX_ITEMS listed. */
export function digestEmail(to: Recipient, items: EmailItem[], links: Links): Email {
  const total = items.length;
  const listed = items.slice(0, DIGEST_MAX_ITEMS);
  const lines = [
    `Hello ${to.first_name},`,
    '',
    total === 1
      ? 'Here is your notification from Learn By Doing since the last digest.'
      : `Here are your ${total} notifications from Learn By Doing since the last digest.`,
  ];
  for (const kind of NOTIFICATION_KINDS) {
    const ofKind = listed.filter((i) => i.kind === kind);
    if (ofKind.length === 0) continue;
    lines.push('', notificationKindLabel(kind));
    for (const item of ofKind) {
      lines.push(`- ${item.message}`);
      if (item.path) lines.push(`  ${links.origin}${item.path}`);
    }
  }
  if (total > listed.length) {
    lines.push('', `…and ${total - listed.length} more in your notifications on Learn By Doing: ${links.origin}/`);
  }
  lines.push(
    '',
    footer(
      links,
      'You get this digest because some notifications are set to Daily digest in your notification emails.',
      'digest',
    ),
  );
  return {
    to: to.email,
    subject: total === 1 ? 'Your daily digest: 1 new notification' : `Your daily digest: ${total} new notifications`,
    text: lines.join('\n'),
    kind: 'notification_digest',
    headers: unsubscribeHeaders(links),
  };
}
