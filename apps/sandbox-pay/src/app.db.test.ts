import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp, createLookupApp } from './app';
import { testSandboxPayConfig } from './config';
import type { PayDatabase } from './database/pay-database';
import { openPayTestDatabase } from './payments/testing';
import { type RunningSandboxPay, startSandboxPay } from './start';

// One database for the suite; startSandboxPay's first test opens its own, as `npm start` does.
let database: PayDatabase;
beforeAll(async () => {
  database = await openPayTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('sandbox-pay cashier host', () => {
  it('answers GET /health with status ok', async () => {
    const app = await createApp(testSandboxPayConfig(), { database });
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    await app.close();
  });

  it('answers unknown paths with the error envelope', async () => {
    const app = await createApp(testSandboxPayConfig(), { database });
    const response = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'no route for GET /no-such-page' } });
    await app.close();
  });

  it('serves the provider API under /api/v1, signed', async () => {
    const app = await createApp(testSandboxPayConfig(), { database });
    const response = await app.inject({ method: 'POST', url: '/api/v1/instruments', payload: { userId: 'p' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('INVALID_SIGNATURE');
    await app.close();
  });
});

describe('sandbox-pay customer lookup', () => {
  it('answers /health', async () => {
    const app = await createLookupApp(testSandboxPayConfig({ port: 5000 }), { database });
    const health = await app.inject({ method: 'GET', url: '/health' });
    expect(health.json()).toEqual({ status: 'ok' });
    await app.close();
  });
});

describe('startSandboxPay', () => {
  let running: RunningSandboxPay | undefined;
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });

  it('listens on both ports, reports localhost URLs and stops on close', async () => {
    running = await startSandboxPay(testSandboxPayConfig());
    expect(running.urls).toHaveLength(2);
    for (const url of running.urls) {
      expect(url).toMatch(/^http:\/\/localhost:\d+$/);
      const response = await fetch(`${url}/health`);
      expect(await response.json()).toEqual({ status: 'ok' });
    }
    const [cashierUrl] = running.urls;
    await running.close();
    running = undefined;
    await expect(fetch(`${cashierUrl}/health`)).rejects.toThrow();
  });

  it('closes the cashier host again when the lookup port is taken', async () => {
    running = await startSandboxPay(testSandboxPayConfig(), { database });
    const takenPort = Number(new URL(running.urls[1] ?? '').port);
    const cashierPort = await findFreePort();
    const attempt = startSandboxPay(testSandboxPayConfig({ port: cashierPort, lookupPort: takenPort }), { database });
    await expect(attempt).rejects.toThrow(/EADDRINUSE|address already in use/i);
    // The cashier port is free again only if the half-started cashier host was closed.
    await expect(findFreePort(cashierPort)).resolves.toBe(cashierPort);
  });
});

/** Listens briefly on `port` (0: any free one) and returns the port, which is then free again. */
function findFreePort(port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : port));
    });
  });
}
