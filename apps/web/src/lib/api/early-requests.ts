/**
 * Requests index.html starts before any JavaScript module has loaded (see build/early-requests.ts):
 * the translation catalogue, GET /api/v1/site/context and GET /api/v1/auth/status. The app takes
 * each answer once, the first time it asks for that URL, instead of asking the network again.
 */
declare global {
  interface Window {
    /** URL → the response promise the inline script in index.html started, with its start time. */
    __vauhtiEarly?: Record<string, { response: Promise<Response>; startedAt: number }>;
  }
}

/** An answer older than this is not used: the app fetches afresh. */
const EARLY_ANSWER_AGE_MS_MAX = 10_000;

/** The early answer for this URL, if index.html started one and nobody has taken it yet. */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = window.__vauhtiEarly?.[url];
  if (!early) return undefined;
  delete window.__vauhtiEarly?.[url];
  if (Date.now() - early.startedAt > EARLY_ANSWER_AGE_MS_MAX) return undefined;
  return early.response;
}
