import { describe, expect, it } from 'vitest';
import { ClientApiError, createClientApi, errorFrom } from './api';

type Call = { url: string; init: RequestInit | undefined };

function fakeFetch(status: number, body: unknown) {
  const calls: Call[] = [];
  const fetch = async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { calls, fetch };
}

describe('client API', () => {
  it('calls the section 3 paths with JSON bodies', async () => {
    const { calls, fetch } = fakeFetch(200, { ok: true });
    const api = createClientApi({ apiBase: '/client-api/v1', sessionId: 's/1', fetch });
    await api.getSession();
    await api.startRound(200, [{ type: 'red', amount: 200 }]);
    await api.act('r 1', 'draw', { holds: [true, false, false, false, true] });
    await api.history(null);
    await api.history('r9');
    await api.placeLiveBets('t1', 'rd1', [{ spot: 'player', amount: 100 }]);
    expect(calls.map((call) => `${call.init?.method} ${call.url}`)).toEqual([
      'GET /client-api/v1/sessions/s%2F1',
      'POST /client-api/v1/sessions/s%2F1/rounds',
      'POST /client-api/v1/sessions/s%2F1/rounds/r%201/actions',
      'GET /client-api/v1/sessions/s%2F1/history',
      'GET /client-api/v1/sessions/s%2F1/history?before=r9',
      'POST /client-api/v1/sessions/s%2F1/live/bets',
    ]);
    expect(JSON.parse(String(calls[1]?.init?.body))).toEqual({ stake: 200, bet: [{ type: 'red', amount: 200 }] });
    expect(JSON.parse(String(calls[2]?.init?.body))).toEqual({
      action: 'draw',
      holds: [true, false, false, false, true],
    });
  });

  it('sends a slot spin without a bet field', async () => {
    const { calls, fetch } = fakeFetch(200, {});
    await createClientApi({ apiBase: '/api', sessionId: 's', fetch }).startRound(100);
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ stake: 100 });
  });

  it('turns the error envelope into a ClientApiError with the server code', async () => {
    const { fetch } = fakeFetch(402, { error: { code: 'INSUFFICIENT_FUNDS', message: 'no money' } });
    const api = createClientApi({ apiBase: '/api', sessionId: 's', fetch });
    await expect(api.startRound(100)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS', status: 402 });
  });

  it('reports NETWORK when no answer arrives', async () => {
    const api = createClientApi({
      apiBase: '/api',
      sessionId: 's',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(api.getSession()).rejects.toMatchObject({ code: 'NETWORK', status: 0 });
  });

  it('names bodies without an envelope by their status class', () => {
    expect(errorFrom('<html>', 502)).toMatchObject({ code: 'SERVER_ERROR' });
    expect(errorFrom(null, 400)).toMatchObject({ code: 'BAD_REQUEST' });
    expect(errorFrom({ error: { code: 'BETTING_CLOSED' } }, 409)).toBeInstanceOf(ClientApiError);
  });
});
