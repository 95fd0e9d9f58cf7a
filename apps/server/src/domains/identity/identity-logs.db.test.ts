import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type IdentityTestApp,
  latestOneTimeCode,
  latestResetToken,
  startIdentityApp,
  stepOneBody,
  stepTwoBody,
  TestClient,
} from '../../test-support/platform-test-app';

/*
 * Logs go to files and log services that many people can read. Whatever a flow carries (passwords,
 * one-time codes, reset tokens, session tokens), none of it may reach a log line, even at trace.
 */

const logLines: string[] = [];
let testApp: IdentityTestApp;
beforeAll(async () => {
  const destination = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  testApp = await startIdentityApp({ config: { logLevel: 'trace' }, logDestination: destination });
});
afterAll(async () => testApp.close());

/** The secret as a whole token: a six-digit code inside a longer number (a timestamp) does not count. */
function appearsIn(text: string, secret: string): boolean {
  const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^0-9A-Za-z_-])${escaped}([^0-9A-Za-z_-]|$)`).test(text);
}

describe('logs of the identity flows', () => {
  it('never contain a password, a one-time code, a reset token or a session token', async () => {
    const secrets: string[] = [];
    const client = new TestClient(testApp);
    const registration = stepOneBody({ password: 'Registration-Secret-31' });
    secrets.push(registration.password);
    await client.post('/api/v1/registration/step1', registration);
    await client.post('/api/v1/registration/step2', stepTwoBody({ phone: '+358401119999' }));
    secrets.push(client.sessionToken ?? 'missing-session');
    await client.post('/api/v1/registration/step3/send', {});
    const code = await latestOneTimeCode(testApp, '+358401119999');
    secrets.push(code);
    await client.post('/api/v1/registration/step3/verify', { code: code === '000000' ? '111111' : '000000' });
    await client.post('/api/v1/registration/step3/verify', { code });

    await client.post('/api/v1/auth/login', { email: registration.email, password: 'Wrong-Guess-77' });
    secrets.push('Wrong-Guess-77');
    await client.post('/api/v1/auth/login', { email: registration.email, password: registration.password });
    secrets.push(client.sessionToken ?? 'missing-session');
    await client.post('/api/v1/auth/password/change', {
      currentPassword: registration.password,
      newPassword: 'Changed-Secret-52',
    });
    secrets.push('Changed-Secret-52');

    await new TestClient(testApp).post('/api/v1/auth/password/forgot', { email: registration.email });
    const token = await latestResetToken(testApp, registration.email);
    secrets.push(token);
    await new TestClient(testApp).post('/api/v1/auth/password/reset', { token, newPassword: 'Reset-Secret-63' });
    await new TestClient(testApp).post('/api/v1/auth/password/reset', { token, newPassword: 'Reset-Secret-64' });
    secrets.push('Reset-Secret-63', 'Reset-Secret-64');

    const logs = logLines.join('');
    // The flows did log (requests, registrations, logins), so the check below is not vacuous.
    expect(logs).toContain('player registered (step 1)');
    expect(logs).toContain('player logged in');
    for (const secret of secrets)
      expect(appearsIn(logs, secret), `a secret (${secret.length} characters) leaked into the logs`).toBe(false);
  });
});
