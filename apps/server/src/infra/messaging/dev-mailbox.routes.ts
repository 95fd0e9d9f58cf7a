import { escapeHtml } from '@vauhti/server-kit';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { MessagingTables } from './outbound-messages-table';

const MESSAGES_SHOWN_MAX = 200;

const MailboxQuerySchema = z.object({
  to: z.string().max(320).optional(),
  limit: z.coerce.number().int().min(1).max(MESSAGES_SHOWN_MAX).default(50),
});

/**
 * The dev mailbox (not in production): every e-mail and SMS the platform wrote to its outbox,
 * newest first, so a tester can read one-time codes and reset links. /dev/mailbox is the page;
 * /dev/mailbox.json the same list for scripts and tests. It shows the rows as stored: a message
 * held for want of a transport (`npm start` has no SMTP_URL) keeps its code or link; one the
 * dispatcher sent over SMTP shows them removed, and the mail server's inbox has them.
 */
export async function devMailboxRoutes(app: FastifyInstance, options: { db: Kysely<MessagingTables> }) {
  const list = async (query: z.infer<typeof MailboxQuerySchema>) => {
    let select = options.db
      .selectFrom('outbound_messages')
      .select(['id', 'channel', 'recipient', 'reply_to', 'subject', 'body_text', 'purpose', 'status', 'created_at'])
      .orderBy('id', 'desc')
      .limit(query.limit);
    if (query.to) select = select.where('recipient', '=', query.to.trim().toLowerCase());
    return select.execute();
  };

  app.get('/dev/mailbox.json', { schema: { querystring: MailboxQuerySchema } }, async (request) => {
    const messages = await list(request.query as z.infer<typeof MailboxQuerySchema>);
    return {
      messages: messages.map((message) => ({
        id: message.id,
        channel: message.channel,
        to: message.recipient,
        replyTo: message.reply_to,
        subject: message.subject,
        text: message.body_text,
        purpose: message.purpose,
        status: message.status,
        createdAt: message.created_at.toISOString(),
      })),
    };
  });

  app.get('/dev/mailbox', { schema: { querystring: MailboxQuerySchema } }, async (request, reply) => {
    const query = request.query as z.infer<typeof MailboxQuerySchema>;
    const messages = await list(query);
    const rows = messages
      .map(
        (message) => `
      <article class="message">
        <header>
          <span class="channel ${message.channel}">${message.channel === 'sms' ? 'SMS' : 'E-mail'}</span>
          <strong>${escapeHtml(message.subject ?? message.purpose)}</strong>
          <span class="meta">to ${escapeHtml(message.recipient)} · ${message.created_at.toISOString()} · ${message.status}</span>
        </header>
        <pre>${linkify(escapeHtml(message.body_text))}</pre>
      </article>`,
      )
      .join('');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox · Vauhti</title>
<style>
  body { margin: 0; font: 15px/1.5 system-ui, sans-serif; background: #0d1117; color: #e6edf3; }
  main { max-width: 860px; margin: 0 auto; padding: 24px 16px; }
  h1 { font-size: 22px; margin: 0 0 4px; } p.note { color: #8b949e; margin: 0 0 20px; }
  form { display: flex; gap: 8px; margin-bottom: 20px; }
  input { flex: 1; padding: 8px 10px; border-radius: 6px; border: 1px solid #30363d; background: #161b22; color: inherit; }
  button { padding: 8px 14px; border-radius: 6px; border: 0; background: #f5b301; color: #111; font-weight: 600; }
  .message { border: 1px solid #30363d; border-radius: 8px; padding: 12px 14px; margin-bottom: 12px; background: #161b22; }
  .message header { display: flex; flex-wrap: wrap; gap: 8px; align-items: baseline; }
  .channel { font-size: 12px; padding: 1px 8px; border-radius: 999px; background: #1f6feb; }
  .channel.sms { background: #8957e5; } .meta { color: #8b949e; font-size: 13px; }
  pre { white-space: pre-wrap; word-break: break-word; margin: 10px 0 0; font: inherit; }
  a { color: #58a6ff; }
</style></head>
<body><main>
  <h1>Dev mailbox</h1>
  <p class="note">E-mail and SMS the platform sent, newest first. Development only. Codes and links of
    e-mail delivered over SMTP are removed here once sent: read those in the mail server's inbox.</p>
  <form method="get"><label for="to" hidden>Recipient</label>
    <input id="to" name="to" placeholder="Filter by recipient (e-mail or phone)" value="${escapeHtml(query.to ?? '')}">
    <button type="submit">Filter</button></form>
  ${rows || '<p>No messages yet.</p>'}
</main></body></html>`);
  });
}

function linkify(escapedText: string): string {
  return escapedText.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}
