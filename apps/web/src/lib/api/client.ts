import { takeEarlyResponse } from './early-requests';

/** The error envelope every platform API answers with: { error: { code, message, details } }. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Record<string, unknown>;

  constructor(status: number, code: string, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }

  /** The request field the server named as the problem, if it named one. */
  get field(): string | undefined {
    return typeof this.details.field === 'string' ? this.details.field : undefined;
  }
}

/** No answer at all (offline, time-out, server down): the server-error popup's case. */
export const NETWORK_ERROR = 'NETWORK_ERROR';

const REQUEST_TIMEOUT_MS = 15_000;

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined | null>;
  signal?: AbortSignal;
};

function urlWithQuery(path: string, query: RequestOptions['query']) {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function asErrorEnvelope(body: unknown): { code: string; message: string; details: Record<string, unknown> } | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, details } = error as Record<string, unknown>;
  if (typeof code !== 'string') return null;
  return {
    code,
    message: typeof message === 'string' ? message : code,
    details: typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : {},
  };
}

/** The early response, or undefined (fetch afresh) when it failed; rejects when the caller aborts. */
async function untilAborted(
  response: Promise<Response>,
  signal: AbortSignal | undefined,
): Promise<Response | undefined> {
  const answer = response.catch(() => undefined);
  if (!signal) return answer;
  signal.throwIfAborted();
  return Promise.race([
    answer,
    new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true })),
  ]);
}

/**
 * Calls the platform API at /api/v1 with the session cookie. Resolves with the parsed JSON body
 * (undefined for 204); rejects with an ApiError carrying the server's code, or NETWORK_ERROR.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  let response: Response;
  const url = urlWithQuery(`/api/v1${path}`, options.query);
  // index.html starts the first GETs the shell needs before the scripts load; take that answer.
  const early = (options.method ?? 'GET') === 'GET' ? takeEarlyResponse(url) : undefined;
  try {
    const earlyResponse = early ? await untilAborted(early, options.signal) : undefined;
    response =
      earlyResponse ??
      (await fetch(url, {
        method: options.method ?? 'GET',
        credentials: 'same-origin',
        headers: {
          accept: 'application/json',
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
      }));
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError(0, NETWORK_ERROR, 'The server could not be reached.');
  }
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const envelope = asErrorEnvelope(body);
    throw new ApiError(
      response.status,
      envelope?.code ?? `HTTP_${response.status}`,
      envelope?.message ?? response.statusText,
      envelope?.details,
    );
  }
  return body as T;
}
