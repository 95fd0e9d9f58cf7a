import type { Database } from '@vauhti/db';
import { createLogger } from '@vauhti/server-kit';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlatformTables } from '../../platform-tables';
import { openPlatformTestDatabase } from '../../test-support/platform-test-database';
import { MailDispatcher, type MailTransport } from './mail-dispatcher';
import { Outbox } from './outbox';

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
    .select(['status', 'attempts', 'last_error'])
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
});
