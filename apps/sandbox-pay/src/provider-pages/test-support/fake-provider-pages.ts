/*
 * A ProviderPagesFacade for the page tests: transactions kept in memory, every call recorded, and
 * outcomes that follow the sandbox's rules closely enough for the pages (code 1234 succeeds).
 */
import type { TransactionState, TransactionView } from '../../payments/cashier-facade';
import type {
  PageOutcome,
  PageResult,
  ProviderPageContext,
  ProviderPageKind,
  ProviderPagesFacade,
} from '../../payments/provider-pages-facade';

export const PAGE_TOKEN = 'page-token-abc';
export const COLLECT_REFERENCE = 'collect-ref-1';

export type RecordedCall = { name: keyof ProviderPagesFacade; args: unknown[] };

export function transaction(overrides: Partial<TransactionView> = {}): TransactionView {
  return {
    txId: '1001',
    kind: 'deposit',
    method: 'CREDITCARD',
    userId: 'player-1',
    amount: 2500,
    fee: 0,
    currency: 'EUR',
    state: 'WAITING_INPUT',
    maskedAccount: '400000******1091',
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

export function pageContext(
  kind: ProviderPageKind,
  overrides: Partial<Omit<ProviderPageContext, 'transaction'>> & { transaction?: Partial<TransactionView> } = {},
): ProviderPageContext {
  const { transaction: transactionOverrides, ...rest } = overrides;
  return {
    kind,
    transaction: transaction(transactionOverrides),
    merchantName: 'Vauhti',
    locale: 'en',
    redirectKind: 'iframe',
    frameHeight: '600px',
    returnUrl: 'http://localhost:5000/receipt?session=s1',
    pageDone: false,
    ...rest,
  };
}

const OUTCOME_STATES: Record<PageOutcome, TransactionState> = {
  success: 'SUCCESSFUL',
  failure: 'FAILED',
  cancel: 'CANCELLED',
  // As in the core: the page is done, but the payment fails only when the provider gives up.
  timeout: 'WAITING_INPUT',
};

export type FakeFacade = ProviderPagesFacade & {
  calls: RecordedCall[];
  failNextWith?: { code: string; message: string };
};

export function fakeProviderPages(contexts: ProviderPageContext[], payouts: TransactionView[] = []): FakeFacade {
  const calls: RecordedCall[] = [];
  const byId = new Map(contexts.map((context) => [context.transaction.txId, context]));
  const facade: FakeFacade = {
    calls,
    async pageContext(txId, pageToken) {
      calls.push({ name: 'pageContext', args: [txId, pageToken] });
      return pageToken === PAGE_TOKEN ? byId.get(txId) : undefined;
    },
    async completeChallenge(txId, pageToken, code) {
      calls.push({ name: 'completeChallenge', args: [txId, pageToken, code] });
      return settle(txId, code === '1234' ? 'SUCCESSFUL' : 'FAILED');
    },
    async resolvePage(txId, pageToken, outcome, details) {
      calls.push({ name: 'resolvePage', args: [txId, pageToken, outcome, details] });
      return settle(txId, OUTCOME_STATES[outcome]);
    },
    async completeCollect(referenceId) {
      calls.push({ name: 'completeCollect', args: [referenceId] });
      return referenceId === COLLECT_REFERENCE;
    },
    async payouts() {
      return payouts;
    },
    async approvePayout(txId) {
      calls.push({ name: 'approvePayout', args: [txId] });
      return decide(txId, 'SUCCESSFUL');
    },
    async rejectPayout(txId, reason) {
      calls.push({ name: 'rejectPayout', args: [txId, reason] });
      return decide(txId, 'FAILED');
    },
  };

  function takeFailure(): PageResult | undefined {
    const failure = facade.failNextWith;
    facade.failNextWith = undefined;
    return failure ? { ok: false, ...failure } : undefined;
  }

  function settle(txId: string, state: TransactionState): PageResult {
    const failure = takeFailure();
    if (failure) return failure;
    const context = byId.get(txId);
    if (!context) return { ok: false, code: 'UNKNOWN_TRANSACTION', message: 'no such transaction' };
    const settled = { ...context.transaction, state };
    // As the core: the page is done once acted on, so a reload shows it completed.
    byId.set(txId, { ...context, transaction: settled, pageDone: true });
    return { ok: true, transaction: settled };
  }

  function decide(txId: string, state: TransactionState): PageResult {
    const failure = takeFailure();
    if (failure) return failure;
    const payout = payouts.find((candidate) => candidate.txId === txId);
    if (!payout) return { ok: false, code: 'UNKNOWN_TRANSACTION', message: 'no payout with that id' };
    return { ok: true, transaction: { ...payout, state } };
  }

  return facade;
}
