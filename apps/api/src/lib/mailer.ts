import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the email is about (password_reset, ...), for the outbox and its readers. */
  kind: string;
}

export interface Mailer {
  send(email: Email): Promise<void>;
}

/**
 * Every email is written to the outbox first (the development mailbox reads it); with an SMTP
 * transport it is then delivered and marked sent or failed.
 */
export function createMailer({ db, smtpUrl, from }: { db: Db; smtpUrl?: string; from: string }): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(email) {
      const [row] = await db
        .insert(emailOutbox)
        .values({
          to_address: email.to,
          subject: email.subject,
          text_body: email.text,
          html_body: email.html ?? null,
          kind: email.kind,
        })
        .returning({ id: emailOutbox.id });
      if (!transport || !row) return;
      try {
        await transport.sendMail({ from, to: email.to, subject: email.subject, text: email.text, html: email.html });
        await db.update(emailOutbox).set({ status: 'sent', sent_at: new Date() }).where(eq(emailOutbox.id, row.id));
      } catch {
        await db.update(emailOutbox).set({ status: 'failed' }).where(eq(emailOutbox.id, row.id));
        throw new Error('email delivery failed');
      }
    },
  };
}
