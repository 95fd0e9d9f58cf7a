import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createServiceApp } from './create-service-app';
import { createLogger, redactUrl } from './logger';

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger({ name: 'test', level: 'info', destination }), text: () => lines.join('') };
}

describe('the logger', () => {
  it('redacts passwords, tokens, codes and card data at any of the first three levels', () => {
    const { logger, text } = capture();
    logger.info({
      password: 'top-secret-1',
      body: { newPassword: 'top-secret-2', cardNumber: '4111111111111111', cvv: '123' },
      payload: { deep: { token: 'top-secret-3' } },
      code: '654321',
    });
    for (const secret of ['top-secret-1', 'top-secret-2', '4111111111111111', '"123"', 'top-secret-3', '654321']) {
      expect(text()).not.toContain(secret);
    }
    expect(text()).toContain('[REDACTED]');
  });

  it('keeps cookies, authorisation headers and secret query values out of request logs', async () => {
    const { logger, text } = capture();
    const app = createServiceApp({ logger });
    await app.inject({
      method: 'GET',
      url: '/health?token=query-secret',
      headers: { cookie: 'vauhti_session=cookie-secret', authorization: 'Bearer header-secret' },
    });
    await app.close();
    expect(text()).toContain('/health?token=[REDACTED]');
    for (const secret of ['query-secret', 'cookie-secret', 'header-secret']) expect(text()).not.toContain(secret);
  });

  it('masks secret query parameters in URLs', () => {
    expect(redactUrl('/reset?token=abc123&lang=en')).toBe('/reset?token=[REDACTED]&lang=en');
    expect(redactUrl('/x?lang=en&sessionId=s1')).toBe('/x?lang=en&sessionId=[REDACTED]');
    expect(redactUrl('/plain')).toBe('/plain');
  });
});
