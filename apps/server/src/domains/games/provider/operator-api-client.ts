import type { OperatorRequest } from '@vauhti/contracts/games';
import { signRequest } from '@vauhti/server-kit';

/*
 * The platform's side of the sandbox provider's operator API (docs/games-integration.md section
 * 1): JSON bodies with `ts`, an `X-Operator-Id` header and an HMAC-SHA256 of the method, path and
 * raw body under the operator's secret. The sandbox adapter (sandbox-game-provider.ts) reads the
 * catalogue and the live-table statuses through it; another provider signs in its own way.
 */

export type OperatorApiConfig = {
  /** The provider's base url, e.g. http://localhost:5100. */
  url: string;
  operatorId: string;
  secret: string;
};

/** The provider answered with something other than 2xx JSON, or did not answer in time. */
export class ProviderCallError extends Error {
  constructor(
    message: string,
    readonly statusCode: number | null,
  ) {
    super(message);
    this.name = 'ProviderCallError';
  }
}

export type OperatorApiClientOptions = {
  /** Epoch milliseconds for `ts`: the provider checks it against real time, never a test clock. */
  now?: () => number;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

const DEFAULT_TIMEOUT_MS = 10_000;

export class OperatorApiClient {
  private readonly now: () => number;
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;

  constructor(
    private readonly config: OperatorApiConfig,
    options: OperatorApiClientOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.fetch = options.fetch ?? fetch;
  }

  /** POSTs a signed body to an operator endpoint and returns the parsed JSON answer. */
  async post(path: string, fields: Record<string, unknown> = {}, timeoutMs = this.timeoutMs): Promise<unknown> {
    const body = JSON.stringify({ ...fields, ts: this.now() } satisfies OperatorRequest);
    const url = `${this.config.url.replace(/\/+$/, '')}${path}`;
    let response: Response;
    try {
      response = await this.fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-operator-id': this.config.operatorId,
          'x-signature': signRequest({ method: 'POST', path, content: body }, this.config.secret),
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ProviderCallError(`${url} did not answer: ${(error as Error).message}`, null);
    }
    const text = await response.text();
    if (!response.ok) {
      throw new ProviderCallError(`${url} answered ${response.status}: ${text.slice(0, 300)}`, response.status);
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new ProviderCallError(`${url} answered with a body that is not JSON`, response.status);
    }
  }
}
