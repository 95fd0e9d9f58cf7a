import type { z } from 'zod';
import type {
  CreateSessionRequest,
  CreateTransactionRequest,
  MethodsRequest,
  PaymentProvider,
  StartPayNPlayRequest,
} from './payment-provider';
import {
  InstrumentsAnswer,
  MethodsAnswer,
  PayNPlayAnswer,
  PayoutsAnswer,
  ReconciliationAnswer,
  SessionAnswer,
  StatusAnswer,
  ThreeDsCollectAnswer,
  TransactionViewSchema,
} from './provider-schemas';
import { SignedProviderClient, type SignedProviderClientOptions } from './signed-provider-client';

export type SandboxPayProviderOptions = SignedProviderClientOptions;

/**
 * The provider API over HTTP (docs/payments-integration.md sections 2 and 4) through the signed
 * transport (signed-provider-client.ts): every call signed with the shared secret, every answer
 * parsed before use, every failure a value. Request bodies are never logged: a card deposit's
 * carries the card number and CVV on their way to the provider.
 */
export class SandboxPayProvider implements PaymentProvider {
  private readonly client: SignedProviderClient;

  constructor(options: SandboxPayProviderOptions) {
    this.client = new SignedProviderClient(options);
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

  private post<S extends z.ZodType, T>(path: string, body: object, schema: S, pick: (answer: z.infer<S>) => T) {
    return this.client.post(path, body, schema, pick);
  }

  private get<S extends z.ZodType>(path: string, schema: S) {
    return this.client.get(path, schema);
  }
}
