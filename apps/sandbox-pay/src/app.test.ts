import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, createLookupApp } from './app';
import { testSandboxPayConfig } from './config';
import { type RunningSandboxPay, startSandboxPay } from './start';

describe('sandbox-pay cashier host', () => {
  it('answers GET /health with status ok', async () => {
    const app = await createApp(testSandboxPayConfig());
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    await app.close();
  });

  it('serves a landing page that names the sandbox, links /health and the lookup app', async () => {
    const app = await createApp(testSandboxPayConfig({ lookupPort: 4000 }));
    const response = await app.inject({ method: 'GET', url: '/', headers: { host: 'localhost:5000' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<h1 id="headline">');
    expect(response.body).toContain('Sandbox Pay');
    expect(response.body).toContain('href="/health"');
    expect(response.body).toContain('href="http://localhost:4000/"');
    expect(response.body).toContain('http://localhost:3000');
    await app.close();
  });

  it('answers unknown paths with the error envelope', async () => {
    const app = await createApp(testSandboxPayConfig());
    const response = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'no route for GET /no-such-page' } });
    await app.close();
  });
});

describe('sandbox-pay customer lookup', () => {
  it('answers /health and serves its own landing page linking back to the cashier host', async () => {
    const app = await createLookupApp(testSandboxPayConfig({ port: 5000 }));
    const health = await app.inject({ method: 'GET', url: '/health' });
    expect(health.json()).toEqual({ status: 'ok' });
    const page = await app.inject({ method: 'GET', url: '/', headers: { host: 'localhost:4000' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Customer lookup');
    expect(page.body).toContain('href="http://localhost:5000/"');
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
    running = await startSandboxPay(testSandboxPayConfig());
    const takenPort = Number(new URL(running.urls[1] ?? '').port);
    const cashierPort = await findFreePort();
    const attempt = startSandboxPay(testSandboxPayConfig({ port: cashierPort, lookupPort: takenPort }));
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
