import { ACCOUNT_TEXTS, formatIndiaDateTime } from '@lbd/shared';
import type { Email } from '../../lib/mailer';

export interface SignInAlert {
  to: string;
  firstName: string | null;
  at: Date;
  device: string;
  /** The address with its last part hidden, or null when unknown. */
  ip: string | null;
  origin: string;
}

/** The email telling an account it was signed in on a device not seen before (decision 0088). Pure. */
export function signInAlertEmail(a: SignInAlert): Email {
  const settings = `${a.origin}/myprofile`;
  return {
    to: a.to,
    kind: 'sign_in_alert',
    subject: ACCOUNT_TEXTS.signInAlertSubject,
    text: [
      a.firstName ? `Hello ${a.firstName},` : 'Hello,',
      'Your Learn By Doing account was just signed in on a device we have not seen it use before:',
      [
        `  When: ${formatIndiaDateTime(a.at)} (India time)`,
        `  Device: ${a.device}`,
        `  Network address: ${a.ip ?? 'unknown'}`,
      ].join('\n'),
      'If this was you, there is nothing to do.',
      `If it was not you, change your password now at ${settings} (Profile Settings, Password): that signs out every other device. Under 'Sign-in and security' on the same page you can also sign out a single device, or all other devices at once.`,
      `You get this email because sign-in alerts are on for your account. You can turn them off under 'Sign-in and security' at ${settings}.`,
    ].join('\n\n'),
  };
}
