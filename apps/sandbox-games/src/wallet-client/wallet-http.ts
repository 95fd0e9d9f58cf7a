import {
  type WalletAnswerEnvelope,
  WalletAnswerEnvelopeSchema,
  type WalletOperation,
} from '@vauhti/contracts/seamless-wallet';
import { signRequest } from '@vauhti/server-kit';

/**
 * answered: the platform decided (any status); unavailable: no decision is known — a time-out, a
 * network failure, a 5xx or a body that is not a wallet answer. For a bet, unavailable means the
 * debit may or may not have happened.
 */
export type WalletCallOutcome =
  | { kind: 'answered'; answer: WalletAnswerEnvelope }
  | { kind: 'unavailable'; reason: string };

export type WalletHttpOptions = {
  platformUrl: string;
  providerId: string;
  secret: string;
  timeoutMs: number;
  now?: () => number;
  fetch?: typeof fetch;
};

/** Sends one signed seamless-wallet request, with a time-out; never throws. */
export class WalletHttp {
  private readonly now: () => number;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: WalletHttpOptions) {
    this.now = options.now ?? Date.now;
    this.fetch = options.fetch ?? fetch;
  }

  async call(operation: WalletOperation, body: Record<string, unknown>): Promise<WalletCallOutcome> {
    // ts is stamped at each attempt: a retried call hours later must still pass the ±300 s window.
    const rawBody = JSON.stringify({ ...body, ts: this.now() });
    const path = `/api/wallet/v1/${operation}`;
    let response: Response;
    try {
      response = await this.fetch(`${this.options.platformUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-provider-id': this.options.providerId,
          'x-signature': signRequest({ method: 'POST', path, content: rawBody }, this.options.secret),
        },
        body: rawBody,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      return { kind: 'unavailable', reason: timedOut ? 'timed out' : describeError(error) };
    }
    return readAnswer(response);
  }
}

async function readAnswer(response: Response): Promise<WalletCallOutcome> {
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
  const answer = WalletAnswerEnvelopeSchema.safeParse(parsed);
  if (!answer.success) {
    return { kind: 'unavailable', reason: `HTTP ${response.status} without a wallet status` };
  }
  return { kind: 'answered', answer: answer.data };
}

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
  }
  return String(error);
}
