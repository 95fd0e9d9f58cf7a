import {
  type CreateSessionRequest as CreateSessionBody,
  InstrumentsAnswerSchema,
  MethodsAnswerSchema,
  PayNPlayAnswerSchema,
  PayoutsAnswerSchema,
  ReconciliationAnswerSchema,
  SessionAnswerSchema,
  StatusAnswerSchema,
  ThreeDsCollectAnswerSchema,
  type ThreeDsCollectRequest,
  TransactionViewSchema,
} from '@vauhti/contracts/payment-provider';
import type { z } from 'zod';
import type {
  CreateSessionRequest,
  CreateTransactionRequest,
  MethodsRequest,
  PaymentProvider,
  StartPayNPlayRequest,
} from './payment-provider';
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
    return this.post('/api/v1/methods', request, MethodsAnswerSchema, (answer) => answer.methods);
  }

  collectThreeDs(request: ThreeDsCollectRequest) {
    return this.post('/api/v1/threeds/collect', request, ThreeDsCollectAnswerSchema, (answer) => answer);
  }

  createTransaction(request: CreateTransactionRequest) {
    return this.post('/api/v1/transactions', request, TransactionViewSchema, (answer) => answer);
  }

  status(userId: string, txId: string) {
    return this.get(`/api/v1/${encodeURIComponent(userId)}/${encodeURIComponent(txId)}/status`, StatusAnswerSchema);
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
    return this.post('/api/v1/instruments', { userId }, InstrumentsAnswerSchema, (answer) => answer.instruments);
  }

  createSession(request: CreateSessionRequest) {
    const body: CreateSessionBody = { ...request, mode: 'gambling' };
    return this.post('/api/v1/sessions', body, SessionAnswerSchema, (answer) => answer);
  }

  startPayNPlay(request: StartPayNPlayRequest) {
    return this.post('/api/v1/paynplay', request, TransactionViewSchema, (answer) => answer);
  }

  payNPlayIdentity(txId: string) {
    return this.get(`/api/v1/paynplay/${encodeURIComponent(txId)}`, PayNPlayAnswerSchema);
  }

  reconciliation(range: { from: Date; to: Date }) {
    return this.post(
      '/api/v1/reconciliation',
      { from: range.from.toISOString(), to: range.to.toISOString() },
      ReconciliationAnswerSchema,
      (answer) => answer.transactions,
    );
  }

  payouts(filter: { state?: string } = {}) {
    return this.post('/api/v1/payouts', filter, PayoutsAnswerSchema, (answer) => answer.payouts);
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
