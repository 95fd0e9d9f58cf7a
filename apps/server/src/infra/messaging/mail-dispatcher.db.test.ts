import type { Database } from '@vauhti/db';
import { createLogger } from '@vauhti/server-kit';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlatformTables } from '../../platform-tables';
import { openPlatformTestDatabase } from '../../test-support/platform-test-database';
import { MailDispatcher, type MailTransport } from './mail-dispatcher';
import { Outbox, REDACTED_SECRET } from './outbox';

let database: Database<PlatformTables>;

beforeAll(async () => {
  database = await openPlatformTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await sql`delete from outbound_messages`.execute(database.kysely);
});

/** An SMTP stand-in that records what it sent and can be told to fail. */
function recordingTransport() {
  const sent: Array<{ to: string; subject: string; text: string }> = [];
  let failuresLeft = 0;
  const transport: MailTransport = {
    async sendMail(message) {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('421 service not available');
      }
      sent.push({ to: message.to, subject: message.subject, text: message.text });
    },
  };
  return { transport, sent, failNext: (count: number) => (failuresLeft = count) };
}

/** An SMTP stand-in whose sends wait until the test releases them (or makes them fail). */
function stallingTransport() {
  const started: Array<{ to: string; text: string }> = [];
  const releases: Array<(outcome: Error | undefined) => void> = [];
  const transport: MailTransport = {
    sendMail(message) {
      started.push({ to: message.to, text: message.text });
      return new Promise((resolve, reject) => {
        releases.push((error) => (error ? reject(error) : resolve(undefined)));
      });
    },
  };
  return {
    transport,
    started,
    release: (index: number, error?: Error) => releases[index]?.(error),
    /** Resolves once `count` sends have begun. */
    async untilStarted(count: number) {
      while (started.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
    },
  };
}

const silent = createLogger({ name: 'test', level: 'silent' });
const email = {
  channel: 'email' as const,
  recipient: 'player@example.test',
  subject: 'Hello',
  bodyText: 'Hi',
  purpose: 'test',
};

async function statusOf(id: number) {
  return database.kysely
    .selectFrom('outbound_messages')
    .select(['status', 'attempts', 'last_error', 'body_text', 'body_html', 'redacted_body_text', 'redacted_body_html'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** Makes a retried message due now instead of after its back-off delay. */
async function makeDue(id: number) {
  await sql`update outbound_messages set next_attempt_at = now() where id = ${id}`.execute(database.kysely);
}

describe('the outbox and the mail dispatcher', () => {
  it('holds messages for the dev mailbox when no transport is configured', async () => {
    const id = await new Outbox(database.kysely, new Set()).enqueue(email);
    expect(await statusOf(id)).toMatchObject({ status: 'held', attempts: 0 });
  });

  it('keeps SMS held even when e-mail can be delivered', async () => {
    const id = await new Outbox(database.kysely, new Set(['email'])).enqueue({
      ...email,
      channel: 'sms',
      recipient: '+358401234567',
    });
    const { transport, sent } = recordingTransport();
    await new MailDispatcher(database.kysely, transport, 'Vauhti <no-reply@vauhti.test>', silent).deliverDue();
    expect(sent).toEqual([]);
    expect(await statusOf(id)).toMatchObject({ status: 'held' });
  });

  it('delivers pending e-mail once and marks it sent', async () => {
    const id = await new Outbox(database.kysely, new Set(['email'])).enqueue(email);
    const { transport, sent } = recordingTransport();
    const dispatcher = new MailDispatcher(database.kysely, transport, 'Vauhti <no-reply@vauhti.test>', silent);
    expect(await dispatcher.deliverDue()).toBe(1);
    expect(await dispatcher.deliverDue()).toBe(0);
    expect(sent).toEqual([{ to: 'player@example.test', subject: 'Hello', text: 'Hi' }]);
    expect(await statusOf(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('retries a failed send later and gives up after five attempts', async () => {
    const id = await new Outbox(database.kysely, new Set(['email'])).enqueue(email);
    const { transport, sent, failNext } = recordingTransport();
    const dispatcher = new MailDispatcher(database.kysely, transport, 'Vauhti <no-reply@vauhti.test>', silent);
    failNext(1);
    await dispatcher.deliverDue();
    expect(await statusOf(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: expect.stringContaining('421'),
    });
    expect(await dispatcher.deliverDue()).toBe(0);
    await makeDue(id);
    expect(await dispatcher.deliverDue()).toBe(1);
    expect(sent).toHaveLength(1);

    const doomed = await new Outbox(database.kysely, new Set(['email'])).enqueue(email);
    failNext(5);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await makeDue(doomed);
      await dispatcher.deliverDue();
    }
    expect(await statusOf(doomed)).toMatchObject({ status: 'failed', attempts: 5 });
  });

  it('holds no database connection while a send is stalled', async () => {
    const id = await new Outbox(database.kysely, new Set(['email'])).enqueue(email);
    const smtp = stallingTransport();
    const dispatcher = new MailDispatcher(database.kysely, smtp.transport, 'Vauhti <no-reply@vauhti.test>', silent);
    const delivering = dispatcher.deliverDue();
    await smtp.untilStarted(1);
    // On PGlite there is one connection: this read completes only if no transaction is open.
    const during = await Promise.race([
      statusOf(id),
      new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 2_000)),
    ]);
    expect(during).toMatchObject({ status: 'pending', attempts: 1 });
    smtp.release(0);
    expect(await delivering).toBe(1);
    expect(await statusOf(id)).toMatchObject({ status: 'sent' });
  });

  it('keeps no one-time code or reset link readable once the message is sent', async () => {
    const outbox = new Outbox(database.kysely, new Set(['email']));
    const link = 'http://localhost:3000/en/reset-password?token=secret-token-123';
    const code = '482915';
    const reset = await outbox.enqueue({
      ...email,
      bodyText: `Open ${link} within 60 minutes.`,
      bodyHtml: `<a href="${link}">Reset</a>`,
      secrets: [link],
    });
    const otp = await outbox.enqueue({ ...email, bodyText: `Your code is ${code}.`, secrets: [code] });
    const plain = await outbox.enqueue(email);
    const { transport, sent } = recordingTransport();
    await new MailDispatcher(database.kysely, transport, 'Vauhti <no-reply@vauhti.test>', silent).deliverDue();
    // The player got the secrets...
    expect(sent.map((message) => message.text)).toEqual([
      `Open ${link} within 60 minutes.`,
      `Your code is ${code}.`,
      'Hi',
    ]);
    // ...and the outbox keeps none of them.
    const rows = await database.kysely.selectFrom('outbound_messages').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain('secret-token-123');
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(await statusOf(reset)).toMatchObject({
      status: 'sent',
      body_text: `Open ${REDACTED_SECRET} within 60 minutes.`,
      body_html: `<a href="${REDACTED_SECRET}">Reset</a>`,
      redacted_body_text: null,
      redacted_body_html: null,
    });
    expect(await statusOf(otp)).toMatchObject({ body_text: `Your code is ${REDACTED_SECRET}.` });
    expect(await statusOf(plain)).toMatchObject({ status: 'sent', body_text: 'Hi' });
  });

  it('keeps the code of a held message readable for the dev mailbox, and drops it once a message fails for good', async () => {
    const held = await new Outbox(database.kysely, new Set()).enqueue({
      ...email,
      bodyText: 'Code 123456',
      secrets: ['123456'],
    });
    expect(await statusOf(held)).toMatchObject({ status: 'held', body_text: 'Code 123456' });

    const doomed = await new Outbox(database.kysely, new Set(['email'])).enqueue({
      ...email,
      bodyText: 'Code 654321',
      secrets: ['654321'],
    });
    const { transport, failNext } = recordingTransport();
    const dispatcher = new MailDispatcher(database.kysely, transport, 'Vauhti <no-reply@vauhti.test>', silent);
    failNext(5);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await makeDue(doomed);
      await dispatcher.deliverDue();
    }
    expect(await statusOf(doomed)).toMatchObject({ status: 'failed', body_text: `Code ${REDACTED_SECRET}` });
  });

  it('refuses a secret that is not part of the body (it could never be removed)', async () => {
    await expect(
      new Outbox(database.kysely, new Set(['email'])).enqueue({ ...email, bodyText: 'Hi', secrets: ['123456'] }),
    ).rejects.toThrow(/secret/);
  });

  it('leaves a leased message to its dispatcher, and lets another claim it once the lease runs out', async () => {
    const id = await new Outbox(database.kysely, new Set(['email'])).enqueue(email);
    const first = stallingTransport();
    // The first dispatcher's lease is 1 ms: it runs out while its send is stalled (a dead process).
    const short = { sendTimeoutMs: 10_000, leaseMs: 1 };
    const dying = new MailDispatcher(database.kysely, first.transport, 'Vauhti <no-reply@vauhti.test>', silent, short);
    const stalled = dying.deliverDue();
    await first.untilStarted(1);

    const { transport, sent } = recordingTransport();
    const other = new MailDispatcher(database.kysely, transport, 'Vauhti <no-reply@vauhti.test>', silent);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await other.deliverDue()).toBe(1);
    expect(sent).toHaveLength(1);
    expect(await statusOf(id)).toMatchObject({ status: 'sent', attempts: 2 });

    // The first send fails late: it must not undo the second dispatcher's delivery.
    first.release(0, new Error('421 too late'));
    expect(await stalled).toBe(0);
    expect(await statusOf(id)).toMatchObject({ status: 'sent', attempts: 2 });

    // A live lease keeps others off.
    const leased = await new Outbox(database.kysely, new Set(['email'])).enqueue(email);
    const holder = stallingTransport();
    const holding = new MailDispatcher(database.kysely, holder.transport, 'Vauhti <no-reply@vauhti.test>', silent);
    const held = holding.deliverDue();
    await holder.untilStarted(1);
    expect(await other.deliverDue()).toBe(0);
    holder.release(0);
    expect(await held).toBe(1);
    expect(await statusOf(leased)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('marks a message failed, without sending, when the dispatcher of its last attempt died', async () => {
    const id = await new Outbox(database.kysely, new Set(['email'])).enqueue(email);
    await sql`update outbound_messages set attempts = 5 where id = ${id}`.execute(database.kysely);
    const { transport, sent } = recordingTransport();
    await new MailDispatcher(database.kysely, transport, 'Vauhti <no-reply@vauhti.test>', silent).deliverDue();
    expect(sent).toEqual([]);
    expect(await statusOf(id)).toMatchObject({ status: 'failed', attempts: 6 });
  });
});
