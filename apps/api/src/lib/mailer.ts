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
  /** Extra message headers (e.g. List-Unsubscribe), kept in the outbox and sent over SMTP. */
  headers?: Record<string, string>;
  /**
   * Files sent with the email over SMTP (a tax invoice's PDF). The outbox keeps their names, types and sizes
   * (under the X-Attachments header of its row), not their bytes.
   */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** The outbox's note of an email's attachments: 'a.pdf (application/pdf, 1234 bytes); ...'. */
export const attachmentNote = (files: NonNullable<Email['attachments']>) =>
  files.map((f) => `${f.filename} (${f.contentType}, ${f.content.length} bytes)`).join('; ');

export interface Mailer {
  /**
   * Write the email to the outbox (inside the caller's transaction when `db` is given) and deliver it
   * when SMTP is configured; answers the outbox row's id.
   */
  send(email: Email, db?: Db): Promise<number>;
}

/**
 * Every email is written to the outbox first (the development mailbox reads it); with an SMTP
 * transport it is then delivered and marked sent or failed.
 */
export function createMailer({ db, smtpUrl, from }: { db: Db; smtpUrl?: string; from: string }): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(email, tx = db) {
      const [row] = await tx
        .insert(emailOutbox)
        .values({
          to_address: email.to,
          subject: email.subject,
          text_body: email.text,
          html_body: email.html ?? null,
          headers: email.attachments?.length
            ? { ...email.headers, 'X-Attachments': attachmentNote(email.attachments) }
            : (email.headers ?? null),
          kind: email.kind,
        })
        .returning({ id: emailOutbox.id });
      if (!row) throw new Error('outbox insert returned nothing');
      if (!transport) return row.id;
      try {
        await transport.sendMail({
          from,
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          headers: email.headers,
          attachments: email.attachments,
        });
        await tx.update(emailOutbox).set({ status: 'sent', sent_at: new Date() }).where(eq(emailOutbox.id, row.id));
        return row.id;
      } catch {
        await tx.update(emailOutbox).set({ status: 'failed' }).where(eq(emailOutbox.id, row.id));
        throw new Error('email delivery failed');
      }
    },
  };
}
