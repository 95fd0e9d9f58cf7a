import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './client';
import { takeEarlyResponse } from './early-requests';

afterEach(() => {
  delete window.__vauhtiEarly;
  vi.restoreAllMocks();
});

function jsonResponse(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

describe('early requests started by index.html', () => {
  it('apiRequest uses the early answer once, then fetches afresh', async () => {
    window.__vauhtiEarly = {
      '/api/v1/site/context': { response: Promise.resolve(jsonResponse({ early: true })), startedAt: Date.now() },
    };
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ early: false }));
    expect(await apiRequest('/site/context')).toEqual({ early: true });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await apiRequest('/site/context')).toEqual({ early: false });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('falls back to the network when the early request failed', async () => {
    window.__vauhtiEarly = {
      '/api/v1/auth/status': { response: Promise.reject(new TypeError('offline')), startedAt: Date.now() },
    };
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ state: 'guest' }));
    expect(await apiRequest('/auth/status')).toEqual({ state: 'guest' });
  });

  it('ignores an answer older than ten seconds', () => {
    window.__vauhtiEarly = { '/x': { response: Promise.resolve(jsonResponse({})), startedAt: Date.now() - 11_000 } };
    expect(takeEarlyResponse('/x')).toBeUndefined();
  });
});
