import { signBody } from '@vauhti/server-kit';
import type { z } from 'zod';
import type { Clock } from '../../../infra/time/clock';
import type {
  CreateSessionRequest,
  CreateTransactionRequest,
  MethodsRequest,
  PaymentProvider,
  ProviderResult,
  StartPayNPlayRequest,
} from './payment-provider';
import {
  InstrumentsAnswer,
  MethodsAnswer,
  PayNPlayAnswer,
  PayoutsAnswer,
  ProviderErrorAnswer,
  ReconciliationAnswer,
  SessionAnswer,
  StatusAnswer,
  ThreeDsCollectAnswer,
  TransactionViewSchema,
} from './provider-schemas';

export type SandboxPayProviderOptions = {
  baseUrl: string;
  merchantId: string;
  secret: string;
  timeoutMs: number;
  clock: Clock;
  /** Injected by tests; the global fetch otherwise. */
  fetch?: typeof fetch;
};

/**
 * The provider API over HTTP (docs/payments-integration.md sections 2 and 4): every call signed
 * with the shared secret, every answer parsed before use, every failure a value. Request bodies
 * are never logged: a card deposit's carries the card number and CVV on their way to the provider.
 */
export class SandboxPayProvider implements PaymentProvider {
  private readonly fetch: typeof fetch;

  constructor(private readonly options: SandboxPayProviderOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  methods(request: MethodsRequest) {
    return this.post('/api/v1/methods', request, MethodsAnswer, (answer) => answer.methods);
  }

  collectThreeDs(request: { userId: string; cardNumberPrefix: string }) {
    return this.post('/api/v1/threeds/collect', request, ThreeDsCollectAnswer, (answer) => answer);
  }

  createTransaction(request: CreateTransactionRequest) {
    return this.post('/api/v1/transactions', request, TransactionViewSchema, (answer) => answer);
  }

  status(userId: string, txId: string) {
    return this.get(`/api/v1/${encodeURIComponent(userId)}/${encodeURIComponent(txId)}/status`, StatusAnswer);
  }

  cancel(userId: string, txId: string) {
    return this.post(
      `/api/v1/transactions/${encodeURIComponent(txId)}/cancel`,
      { userId },
      TransactionViewSchema,
      (answer) => answer,
    );
  }

  instruments(userId: string) {
    return this.post('/api/v1/instruments', { userId }, InstrumentsAnswer, (answer) => answer.instruments);
  }

  createSession(request: CreateSessionRequest) {
    return this.post('/api/v1/sessions', { ...request, mode: 'gambling' }, SessionAnswer, (answer) => answer);
  }

  startPayNPlay(request: StartPayNPlayRequest) {
    return this.post('/api/v1/paynplay', request, TransactionViewSchema, (answer) => answer);
  }

  payNPlayIdentity(txId: string) {
    return this.get(`/api/v1/paynplay/${encodeURIComponent(txId)}`, PayNPlayAnswer);
  }

  reconciliation(range: { from: Date; to: Date }) {
    return this.post(
      '/api/v1/reconciliation',
      { from: range.from.toISOString(), to: range.to.toISOString() },
      ReconciliationAnswer,
      (answer) => answer.transactions,
    );
  }

  payouts(filter: { state?: string } = {}) {
    return this.post('/api/v1/payouts', filter, PayoutsAnswer, (answer) => answer.payouts);
  }

  approvePayout(txId: string, reason?: string) {
    return this.post(
      `/api/v1/payouts/${encodeURIComponent(txId)}/approve`,
      reason === undefined ? {} : { reason },
      TransactionViewSchema,
      (answer) => answer,
    );
  }

  rejectPayout(txId: string, reason?: string) {
    return this.post(
      `/api/v1/payouts/${encodeURIComponent(txId)}/reject`,
      reason === undefined ? {} : { reason },
      TransactionViewSchema,
      (answer) => answer,
    );
  }

  private post<S extends z.ZodType, T>(
    path: string,
    body: object,
    schema: S,
    pick: (answer: z.infer<S>) => T,
  ): Promise<ProviderResult<T>> {
    const raw = JSON.stringify({ ...body, ts: this.options.clock.now().getTime() });
    const headers = {
      'content-type': 'application/json',
      'x-merchant-id': this.options.merchantId,
      'x-signature': signBody(raw, this.options.secret),
    };
    return this.send(path, { method: 'POST', headers, body: raw }, schema, pick);
  }

  private get<S extends z.ZodType>(path: string, schema: S): Promise<ProviderResult<z.infer<S>>> {
    const ts = String(this.options.clock.now().getTime());
    const headers = {
      'x-merchant-id': this.options.merchantId,
      'x-timestamp': ts,
      'x-signature': signBody(`GET ${path}\n${ts}`, this.options.secret),
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
      const refusal = ProviderErrorAnswer.safeParse(json);
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
