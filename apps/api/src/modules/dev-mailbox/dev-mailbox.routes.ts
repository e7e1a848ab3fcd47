import { outboxQuerySchema } from '@lbd/shared/dev-mailbox';
import { desc, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { emailOutbox, smsOutbox } from '../../db/schema';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const linkify = (s: string) => escape(s).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

/**
 * Development only: every email and SMS the product wrote to its outboxes, newest first, as a page
 * (/dev/mailbox) and as JSON (/api/dev/outbox) for scripts and browser tests.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const read = async (to: string | undefined, limit: number) => {
    const emails = await db
      .select()
      .from(emailOutbox)
      .where(to ? sql`lower(${emailOutbox.to_address}) = ${to.toLowerCase()}` : undefined)
      .orderBy(desc(emailOutbox.id))
      .limit(limit);
    const sms = await db
      .select()
      .from(smsOutbox)
      .where(to ? sql`${smsOutbox.to_number} = ${to}` : undefined)
      .orderBy(desc(smsOutbox.id))
      .limit(limit);
    return { emails, sms };
  };

  app.get(
    '/api/dev/outbox',
    { config: { access: 'public' }, schema: { tags: ['dev'], querystring: outboxQuerySchema } },
    async (req) => {
      const { emails, sms } = await read(req.query.to, req.query.limit);
      return {
        data: {
          emails: emails.map((e) => ({
            id: e.id,
            to: e.to_address,
            subject: e.subject,
            text: e.text_body,
            kind: e.kind,
            status: e.status,
            inserted_at: e.inserted_at.toISOString(),
          })),
          sms: sms.map((s) => ({
            id: s.id,
            to: s.to_number,
            body: s.body,
            kind: s.kind,
            inserted_at: s.inserted_at.toISOString(),
          })),
        },
      };
    },
  );

  app.get(
    '/dev/mailbox',
    { config: { access: 'public' }, schema: { hide: true, querystring: outboxQuerySchema } },
    async (req, reply) => {
      const { emails, sms } = await read(req.query.to, req.query.limit);
      const emailRows = emails
        .map(
          (e) =>
            `<article><h3>${escape(e.subject)}</h3><p class="meta">to ${escape(e.to_address)} · ${e.inserted_at.toLocaleString('en-IN')} · ${e.kind} · ${e.status}</p><pre>${linkify(e.text_body)}</pre></article>`,
        )
        .join('');
      const smsRows = sms
        .map(
          (s) =>
            `<article><p class="meta">to ${escape(s.to_number)} · ${s.inserted_at.toLocaleString('en-IN')}</p><pre>${escape(s.body)}</pre></article>`,
        )
        .join('');
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mailbox · Learn By Doing (development)</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1a2233}h1{font-size:1.5rem}article{border:1px solid #d8dde8;border-radius:10px;padding:.75rem 1rem;margin:.75rem 0}pre{white-space:pre-wrap;font:inherit}.meta{color:#5b6477;font-size:.85rem;margin:0}h3{margin:.2rem 0}</style></head>
<body><h1>Development mailbox</h1><p>Emails and SMS written by this server. Not available in production.</p>
<h2>Emails (${emails.length})</h2>${emailRows || '<p>None yet.</p>'}<h2>SMS (${sms.length})</h2>${smsRows || '<p>None yet.</p>'}</body></html>`;
    },
  );
};
