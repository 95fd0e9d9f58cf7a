/*
 * What the hosted cashier (src/hosted-cashier) asks of the provider's core (src/payments): the
 * one seam between the two. The core implements CashierFacade; the hosted cashier's routes only
 * call it. Amounts are integer minor units; `method` is a method key of the catalogue
 * (CREDITCARD, TRUSTLY, SKRILL, ...).
 */

import type { MethodView, TransactionKind, TransactionView } from '@vauhti/contracts/payment-provider';

// The provider API's shapes: the platform reads the same views (contracts/payments.md section 2).
export type {
  FeeType,
  FormField,
  FrameHeight,
  MethodLimits,
  MethodView,
  ProviderState as TransactionState,
  RedirectKind,
  SavedInstrument,
  TransactionKind,
  TransactionView,
} from '@vauhti/contracts/payment-provider';

/** Who is at the cashier: what the merchant's verifyuser answered. */
export type VerifiedUser = {
  merchantId: string;
  userId: string;
  sessionId: string;
  firstName: string;
  lastName: string;
  email: string;
  country: string;
  currency: string;
  locale: string;
  /** Cash balance in minor units as the merchant reported it. */
  balance: number;
  kycStatus: string;
  userCat: string;
};

export type VerifyUserOutcome = { ok: true; user: VerifiedUser } | { ok: false; errCode: string; errMsg: string };

export type StartTransaction = {
  merchantId: string;
  userId: string;
  sessionId: string;
  kind: TransactionKind;
  method: string;
  amount: number;
  currency: string;
  locale: string;
  /** The method's form values (card number, CVV, e-mail, bank, ...). Never stored as given. */
  fields: Record<string, string>;
  instrumentId?: string;
  storeInstrument?: boolean;
  bonusCode?: string;
  /** Where the provider page returns to when it is done (the hosted cashier's receipt). */
  returnUrl: string;
  ipAddr?: string;
};

export type StartOutcome =
  | { ok: true; transaction: TransactionView }
  | { ok: false; code: string; message: string; field?: string };

export type CashierFacade = {
  verifyUser(merchantId: string, userId: string, sessionId: string): Promise<VerifyUserOutcome>;
  methods(user: VerifiedUser, kind: TransactionKind): Promise<MethodView[]>;
  start(request: StartTransaction): Promise<StartOutcome>;
  transaction(userId: string, txId: string): Promise<TransactionView | undefined>;
  pendingWithdrawals(userId: string): Promise<TransactionView[]>;
  cancelWithdrawal(userId: string, txId: string): Promise<StartOutcome>;
  /** Recent transactions of the player, newest first (receipts, history). */
  history(userId: string, limit: number): Promise<TransactionView[]>;
};
