import { ProviderErrorAnswerSchema } from '@vauhti/contracts/payment-provider';
import { signRequest } from '@vauhti/server-kit';
import type { z } from 'zod';
import type { Clock } from '../../../infra/time/clock';
import type { ProviderResult } from './payment-provider';

export type SignedProviderClientOptions = {
  baseUrl: string;
  merchantId: string;
  secret: string;
  timeoutMs: number;
  clock: Clock;
  /** Injected by tests; the global fetch otherwise. */
  fetch?: typeof fetch;
};

/**
 * The provider's HTTP transport (docs/payments-integration.md section 2), shared by every adapter
 * of the provider's products (payments, identity verification): each call signed with the shared
 * secret, each answer parsed against its schema before use, each failure a value
 * (PROVIDER_UNAVAILABLE when nothing is known, PROVIDER_ANSWER_INVALID for a garbled answer, the
 * provider's own code for a refusal). Request bodies are never logged.
 */
export class SignedProviderClient {
  private readonly fetch: typeof fetch;

  constructor(private readonly options: SignedProviderClientOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  /** A signed POST: method, path and the raw JSON body, which carries `ts` (ADR 0024). */
  post<S extends z.ZodType, T>(
    path: string,
    body: object,
    schema: S,
    pick: (answer: z.infer<S>) => T,
  ): Promise<ProviderResult<T>> {
    const raw = JSON.stringify({ ...body, ts: this.options.clock.now().getTime() });
    const headers = {
      'content-type': 'application/json',
      'x-merchant-id': this.options.merchantId,
      'x-signature': signRequest({ method: 'POST', path, content: raw }, this.options.secret),
    };
    return this.send(path, { method: 'POST', headers, body: raw }, schema, pick);
  }

  /** A signed GET: method, path with query and, for content, the ts it sends in X-Timestamp. */
  get<S extends z.ZodType>(path: string, schema: S): Promise<ProviderResult<z.infer<S>>> {
    const ts = String(this.options.clock.now().getTime());
    const headers = {
      'x-merchant-id': this.options.merchantId,
      'x-timestamp': ts,
      'x-signature': signRequest({ method: 'GET', path, content: ts }, this.options.secret),
    };
    return this.send(path, { method: 'GET', headers }, schema, (answer) => answer);
  }

  private async send<S extends z.ZodType, T>(
    path: string,
    init: RequestInit,
    schema: S,
    pick: (answer: z.infer<S>) => T,
  ): Promise<ProviderResult<T>> {
    let response: Response;
    let text: string;
    try {
      response = await this.fetch(`${this.options.baseUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      return unavailable(timedOut ? `no answer within ${this.options.timeoutMs} ms` : 'the provider is unreachable');
    }
    if (response.status >= 500) return unavailable(`the provider answered HTTP ${response.status}`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return invalidAnswer(`the answer to ${path} is not JSON (HTTP ${response.status})`);
    }
    if (!response.ok) {
      const refusal = ProviderErrorAnswerSchema.safeParse(json);
      if (!refusal.success) return invalidAnswer(`HTTP ${response.status} without an error envelope from ${path}`);
      return {
        ok: false,
        code: refusal.data.error.code,
        message: refusal.data.error.message,
        httpStatus: response.status,
        details: refusal.data.error.details,
      };
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return invalidAnswer(
        `the answer to ${path} is not the API's shape (${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''})`,
      );
    }
    return { ok: true, value: pick(parsed.data) };
  }
}

function unavailable(message: string): ProviderResult<never> {
  return { ok: false, code: 'PROVIDER_UNAVAILABLE', message };
}

function invalidAnswer(message: string): ProviderResult<never> {
  return { ok: false, code: 'PROVIDER_ANSWER_INVALID', message };
}
