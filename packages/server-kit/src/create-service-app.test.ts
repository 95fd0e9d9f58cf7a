import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createServiceApp } from './create-service-app';
import { HttpError } from './errors';
import { createLogger } from './logger';

let logged = '';
const destination = new Writable({
  write(chunk, _encoding, done) {
    logged += chunk.toString();
    done();
  },
});
const app = createServiceApp({ logger: createLogger({ name: 'test', level: 'info', destination }) });

beforeAll(async () => {
  app.post(
    '/things',
    { schema: { body: z.object({ name: z.string().min(2), count: z.number().int() }) } },
    async (request) => request.body,
  );
  app.get('/things/:name', async (request) => request.params);
  app.get('/teapot', async () => {
    throw new HttpError(418, 'TEAPOT', 'short and stout', { field: 'spout' });
  });
  app.get('/fault', async () => {
    throw new Error('database password is hunter2');
  });
  await app.ready();
});
afterAll(() => app.close());

describe('the service app base', () => {
  it('answers GET /health', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('names a missing field with FIELD_REQUIRED and a wrong one with FIELD_INVALID', async () => {
    const missing = await app.inject({ method: 'POST', url: '/things', payload: { count: 1 } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: { code: 'FIELD_REQUIRED', details: { field: 'name', location: 'body' } },
    });
    const invalid = await app.inject({ method: 'POST', url: '/things', payload: { name: 'ok', count: 1.5 } });
    expect(invalid.json()).toMatchObject({ error: { code: 'FIELD_INVALID', details: { field: 'count' } } });
  });

  it('answers malformed JSON and unknown routes with the envelope', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: { code: 'MALFORMED_JSON' } });
    const unknown = await app.inject({ method: 'GET', url: '/nowhere?x=1' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'no route for GET /nowhere' } });
  });

  it('answers a path that is not valid percent-encoding, or too long a parameter, with the envelope', async () => {
    const badUrl = await app.inject({ method: 'GET', url: '/%' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({
      error: { code: 'BAD_URL', message: 'the request path is not valid percent-encoding' },
    });
    const longParameter = await app.inject({ method: 'GET', url: `/things/${'x'.repeat(5_000)}` });
    expect(longParameter.statusCode).toBe(414);
    expect(longParameter.json()).toEqual({
      error: { code: 'URL_TOO_LONG', message: 'a part of the request path is too long' },
    });
  });

  it('passes an HttpError through with its status, code and details', async () => {
    const response = await app.inject({ method: 'GET', url: '/teapot' });
    expect(response.statusCode).toBe(418);
    expect(response.json()).toEqual({
      error: { code: 'TEAPOT', message: 'short and stout', details: { field: 'spout' } },
    });
  });

  it('hides a fault behind a generic 500 and logs it in full', async () => {
    const response = await app.inject({ method: 'GET', url: '/fault' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'INTERNAL_ERROR', message: 'something went wrong on our side' } });
    expect(response.body).not.toContain('hunter2');
    expect(logged).toContain('request failed');
  });
});
