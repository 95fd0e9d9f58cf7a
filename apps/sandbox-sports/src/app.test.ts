import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { testSandboxSportsConfig } from './config';
import { type RunningSandboxSports, startSandboxSports } from './start';

describe('sandbox-sports', () => {
  it('answers GET /health with status ok', async () => {
    const app = await createApp(testSandboxSportsConfig());
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    await app.close();
  });

  it('serves a landing page that names the sandbox, links /health and names the platform it calls', async () => {
    const app = await createApp(testSandboxSportsConfig());
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<h1 id="headline">');
    expect(response.body).toContain('Sandbox Sports');
    expect(response.body).toContain('href="/health"');
    expect(response.body).toContain('http://localhost:3000/api/wallet/v1');
    await app.close();
  });

  it('answers unknown paths with the error envelope', async () => {
    const app = await createApp(testSandboxSportsConfig());
    const response = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'no route for GET /no-such-page' } });
    await app.close();
  });
});

describe('startSandboxSports', () => {
  let running: RunningSandboxSports | undefined;
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });

  it('listens, reports a localhost URL and stops on close', async () => {
    running = await startSandboxSports(testSandboxSportsConfig());
    const [url] = running.urls;
    expect(running.urls).toHaveLength(1);
    expect(url).toMatch(/^http:\/\/localhost:\d+$/);
    const response = await fetch(`${url}/health`);
    expect(await response.json()).toEqual({ status: 'ok' });
    await running.close();
    running = undefined;
    await expect(fetch(`${url}/health`)).rejects.toThrow();
  });

  it('rejects when the port is taken', async () => {
    running = await startSandboxSports(testSandboxSportsConfig());
    const takenPort = Number(new URL(running.urls[0] ?? '').port);
    await expect(startSandboxSports(testSandboxSportsConfig({ port: takenPort }))).rejects.toThrow(
      /EADDRINUSE|address already in use/i,
    );
  });
});
