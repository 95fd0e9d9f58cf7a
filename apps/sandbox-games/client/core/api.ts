import type { Balance } from './messages';

/**
 * The provider's client API (docs/games-integration.md section 3), as the game client calls it.
 * Every failure becomes a ClientApiError with a stable code: the server's error code, or NETWORK
 * when no answer arrived, so the screen can always say something specific.
 */
export type RoundView<View = unknown> = {
  roundId: string;
  status: 'open' | 'closed';
  stake: number;
  win: number;
  view: View;
};

export type SessionResponse = {
  session: { id: string; mode: 'real' | 'demo'; gameCode: string; currency: string; language: string };
  game: {
    name: string;
    engine: string;
    minStakeMinor: number;
    maxStakeMinor: number;
    stakeSteps: number[];
    rules: unknown;
    /** Published RTP in basis points, when the server includes it beside the rules. */
    rtpBasisPoints?: number;
  };
  balance: Balance;
  openRound: RoundView | null;
};

export type RoundResponse<View = unknown> = { round: RoundView<View>; balance: Balance };

export type HistoryRound = { roundId: string; startedAt: string; stake: number; win: number; summary: string };
export type HistoryPage = { rounds: HistoryRound[]; next: string | null };

export type LiveBetResponse = { balance?: Balance } & Record<string, unknown>;

export class ClientApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ClientApiError';
  }
}

/** Longer than the provider's wallet time-out plus its rollback, so the server answers first. */
export const REQUEST_TIMEOUT_MS = 20_000;

export type ClientApi = {
  getSession(): Promise<SessionResponse>;
  startRound<View>(stake: number, bet?: unknown): Promise<RoundResponse<View>>;
  act<View>(roundId: string, action: string, args?: Record<string, unknown>): Promise<RoundResponse<View>>;
  history(before: string | null): Promise<HistoryPage>;
  placeLiveBets(tableId: string, roundId: string, bets: unknown): Promise<LiveBetResponse>;
};

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export function createClientApi(options: { apiBase: string; sessionId: string; fetch?: FetchLike }): ClientApi {
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const base = `${options.apiBase}/sessions/${encodeURIComponent(options.sessionId)}`;

  async function call<T>(path: string, init: { method: 'GET' | 'POST'; body?: unknown }): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
    let response: Response;
    try {
      response = await fetchImpl(base + path, {
        method: init.method,
        headers: init.body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: controller.signal,
        credentials: 'omit',
      });
    } catch {
      throw new ClientApiError('NETWORK', 'no answer from the game server', 0);
    } finally {
      clearTimeout(timer);
    }
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok) throw errorFrom(payload, response.status);
    return payload as T;
  }

  return {
    getSession: () => call<SessionResponse>('', { method: 'GET' }),
    startRound: (stake, bet) =>
      call(`/rounds`, { method: 'POST', body: bet === undefined ? { stake } : { stake, bet } }),
    act: (roundId, action, args = {}) =>
      call(`/rounds/${encodeURIComponent(roundId)}/actions`, { method: 'POST', body: { ...args, action } }),
    history: (before) =>
      call(before === null ? '/history' : `/history?before=${encodeURIComponent(before)}`, { method: 'GET' }),
    placeLiveBets: (tableId, roundId, bets) => call('/live/bets', { method: 'POST', body: { tableId, roundId, bets } }),
  };
}

/** Reads the server's `{ error: { code, message } }` envelope; anything else is a generic error. */
export function errorFrom(payload: unknown, status: number): ClientApiError {
  if (typeof payload === 'object' && payload !== null && 'error' in payload) {
    const error = (payload as { error: unknown }).error;
    if (typeof error === 'object' && error !== null) {
      const code = (error as { code?: unknown }).code;
      const message = (error as { message?: unknown }).message;
      if (typeof code === 'string') {
        return new ClientApiError(code, typeof message === 'string' ? message : code, status);
      }
    }
  }
  return new ClientApiError(status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST', `HTTP ${status}`, status);
}
