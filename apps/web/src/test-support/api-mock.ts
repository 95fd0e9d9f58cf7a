import { vi } from 'vitest';

type Handler = unknown | ((request: { body: unknown; query: URLSearchParams; path: string }) => unknown);

/** A canned answer with a status other than 200 (errors use the platform's envelope). */
export class MockResponse {
  constructor(
    readonly status: number,
    readonly body?: unknown,
  ) {}
}

export function apiError(status: number, code: string, details: Record<string, unknown> = {}) {
  return new MockResponse(status, { error: { code, message: code, details } });
}

/**
 * Replaces fetch for /api/v1 calls: routes are "METHOD /path" (without /api/v1), answered by a
 * value or a function of the request; an unrouted call fails the test loudly. Returns the list
 * of calls made, for assertions.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://site');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const key = `${method} ${path}`;
    if (!(key in routes)) throw new Error(`unexpected API call ${key}`);
    const handler = routes[key];
    const answer = typeof handler === 'function' ? await handler({ body, query: url.searchParams, path }) : handler;
    const response =
      answer instanceof MockResponse ? answer : new MockResponse(answer === undefined ? 204 : 200, answer);
    return new Response(response.status === 204 ? null : JSON.stringify(response.body), {
      status: response.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const guestStatus = { status: 'logged_out', loggedIn: false, playerId: null, registration: null };
