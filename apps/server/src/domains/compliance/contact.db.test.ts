import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  errorOf,
  type IdentityTestApp,
  registeredClient,
  startIdentityApp,
  TestClient,
} from '../../test-support/platform-test-app';
import { CONTACT_MESSAGE_PURPOSE } from './contact-requests';

let testApp: IdentityTestApp;
beforeAll(async () => {
  testApp = await startIdentityApp();
});
afterAll(async () => testApp.close());

const CONTACT = '/api/v1/contact';
const SUPPORT = 'support@vauhti.test';

function contactBody(overrides: Record<string, unknown> = {}) {
  return {
    subject: 'payments',
    body: 'My deposit of 20 euros has not arrived.',
    fromEmail: 'visitor@example.test',
    fromName: 'Matti Meikäläinen',
    ...overrides,
  };
}

function contactMessages() {
  return testApp.database.kysely
    .selectFrom('outbound_messages')
    .select(['channel', 'recipient', 'reply_to', 'subject', 'body_text', 'player_id'])
    .where('purpose', '=', CONTACT_MESSAGE_PURPOSE)
    .orderBy('id')
    .execute();
}

beforeEach(async () => {
  await testApp.database.kysely
    .deleteFrom('outbound_messages')
    .where('purpose', '=', CONTACT_MESSAGE_PURPOSE)
    .execute();
});

describe('POST /contact', () => {
  it('queues exactly one e-mail to support, with the sender as Reply-To, and answers 202', async () => {
    const response = await new TestClient(testApp).post(CONTACT, contactBody({ to: 'attacker@example.test' }));
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ sent: true });
    const messages = await contactMessages();
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message).toMatchObject({
      channel: 'email',
      recipient: SUPPORT,
      reply_to: 'visitor@example.test',
      subject: '[Contact: payments] Matti Meikäläinen',
      player_id: null,
    });
    expect(message?.body_text).toContain('My deposit of 20 euros has not arrived.');
    expect(message?.body_text).toContain('a visitor, not logged in');
    expect(message?.body_text).not.toContain('attacker');
  });

  it("sends a logged-in player's message from the account's address and name, whatever the form says", async () => {
    const { client, email, playerId } = await registeredClient(testApp);
    const response = await client.post(
      CONTACT,
      contactBody({ subject: 'bonuses', fromEmail: 'someone.else@example.test', fromName: 'Someone Else' }),
    );
    expect(response.statusCode, response.body).toBe(202);
    const [message, ...others] = await contactMessages();
    expect(others).toEqual([]);
    expect(message).toMatchObject({
      recipient: SUPPORT,
      reply_to: email,
      subject: '[Contact: bonuses] Aino Virtanen',
      player_id: playerId,
    });
    expect(message?.body_text).toContain(`player ${playerId}`);
    // The locked form fields may even be left out.
    const { fromEmail: _email, fromName: _name, ...bodyOnly } = contactBody();
    expect((await client.post(CONTACT, bodyOnly)).statusCode).toBe(202);
  });

  it('accepts what a person might paste: stray control characters go, a broken character becomes U+FFFD', async () => {
    const body = 'Line one\r\nLine\u0000 two \uD800 end';
    const response = await new TestClient(testApp).post(CONTACT, contactBody({ body, fromName: 'Eero \uD800 Laine' }));
    expect(response.statusCode, response.body).toBe(202);
    const [message] = await contactMessages();
    expect(message?.body_text).toContain('Line one\nLine two \uFFFD end');
    expect(message?.subject).toBe('[Contact: payments] Eero \uFFFD Laine');
  });

  it('refuses each invalid field by name and queues nothing', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ subject: 'complaint' }, 'FIELD_INVALID', 'subject'],
      [{ subject: undefined }, 'FIELD_REQUIRED', 'subject'],
      [{ body: '' }, 'FIELD_REQUIRED', 'body'],
      [{ body: 'x'.repeat(5_001) }, 'FIELD_INVALID', 'body'],
      [{ body: 42 }, 'FIELD_INVALID', 'body'],
      [{ fromEmail: 'not-an-address' }, 'FIELD_INVALID', 'fromEmail'],
      [{ fromEmail: `${'a'.repeat(52)}@example.test` }, 'FIELD_INVALID', 'fromEmail'],
      [{ fromEmail: undefined }, 'FIELD_REQUIRED', 'fromEmail'],
      [{ fromName: '' }, 'FIELD_REQUIRED', 'fromName'],
      [{ fromName: 'n'.repeat(131) }, 'FIELD_INVALID', 'fromName'],
    ];
    for (const [overrides, code, field] of cases) {
      const response = await new TestClient(testApp).post(CONTACT, contactBody(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(errorOf(response), JSON.stringify(overrides)).toMatchObject({ code, details: { field } });
    }
    expect(await contactMessages()).toEqual([]);
  });

  it('answers the sixth request from one address within 15 minutes with 429 RATE_LIMITED', async () => {
    const client = new TestClient(testApp);
    for (let sent = 1; sent <= 5; sent += 1) {
      expect((await client.post(CONTACT, contactBody())).statusCode, `request ${sent}`).toBe(202);
    }
    const limited = await client.post(CONTACT, contactBody());
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await contactMessages()).toHaveLength(5);
    // Another address is not held back.
    expect((await new TestClient(testApp).post(CONTACT, contactBody())).statusCode).toBe(202);
  });
});
