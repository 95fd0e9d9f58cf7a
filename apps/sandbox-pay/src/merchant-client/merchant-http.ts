import type { MerchantCallName } from '@vauhti/contracts/merchant-api';
import { signRequest } from '@vauhti/server-kit';

/**
 * answered: the platform decided (HTTP 200 with any `success`, or a 4xx that retrying will not
 * change); unavailable: nothing is known — a time-out, a network failure, a 5xx or a body that is
 * not JSON. Only unavailable calls are retried.
 */
export type MerchantCallOutcome =
  | { kind: 'answered'; httpStatus: number; body: Record<string, unknown> }
  | { kind: 'unavailable'; reason: string };

export type MerchantHttpOptions = {
  platformUrl: string;
  merchantId: string;
  secret: string;
  timeoutMs: number;
  now?: () => number;
  fetch?: typeof fetch;
};

/** Sends one signed merchant-API request with a time-out; never throws. */
export class MerchantHttp {
  private readonly now: () => number;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: MerchantHttpOptions) {
    this.now = options.now ?? Date.now;
    this.fetch = options.fetch ?? fetch;
  }

  call(kind: MerchantCallName, body: Record<string, unknown>, timeoutMs?: number): Promise<MerchantCallOutcome> {
    return this.post(`/api/payments/piq/${kind}`, body, timeoutMs);
  }

  /** A signed call to any path of the platform's merchant-facing API (the identity verification result too). */
  async post(path: string, body: Record<string, unknown>, timeoutMs?: number): Promise<MerchantCallOutcome> {
    // ts is stamped at each attempt: a call retried hours later must still pass the ±300 s window.
    const rawBody = JSON.stringify({ ...body, ts: this.now() });
    let response: Response;
    try {
      response = await this.fetch(`${this.options.platformUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-merchant-id': this.options.merchantId,
          'x-signature': signRequest({ method: 'POST', path, content: rawBody }, this.options.secret),
        },
        body: rawBody,
        signal: AbortSignal.timeout(timeoutMs ?? this.options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      return { kind: 'unavailable', reason: timedOut ? 'timed out' : describeError(error) };
    }
    return readAnswer(response);
  }
}

async function readAnswer(response: Response): Promise<MerchantCallOutcome> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    return { kind: 'unavailable', reason: `answer cut off: ${describeError(error)}` };
  }
  if (response.status >= 500) return { kind: 'unavailable', reason: `HTTP ${response.status}` };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { kind: 'unavailable', reason: `HTTP ${response.status} with a body that is not JSON` };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { kind: 'unavailable', reason: `HTTP ${response.status} with a body that is not an object` };
  }
  return { kind: 'answered', httpStatus: response.status, body: parsed as Record<string, unknown> };
}

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
  }
  return String(error);
}
