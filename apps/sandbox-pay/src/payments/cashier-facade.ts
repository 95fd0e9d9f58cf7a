/*
 * What the hosted cashier (src/hosted-cashier) asks of the provider's core (src/payments): the
 * one seam between the two. The core implements CashierFacade; the hosted cashier's routes only
 * call it. Amounts are integer minor units; `method` is a method key of the catalogue
 * (CREDITCARD, TRUSTLY, SKRILL, ...).
 */

export type TransactionKind = 'deposit' | 'withdrawal';

/** PaymentIQ's transaction states (contracts/payments.md section 2). */
export type TransactionState = 'WAITING_INPUT' | 'WAITING_APPROVAL' | 'SUCCESSFUL' | 'FAILED' | 'CANCELLED';

export type FeeType = 'none' | 'absolute' | 'percentage';

/** Major units, as the spec's method limits are given (minTxnLimit 10 means 10.00). */
export type MethodLimits = {
  minTxnLimit: number;
  maxTxnLimit: number;
  feeType: FeeType;
  feeAmount: number;
  minFeeAmount: number;
  maxFeeAmount: number;
};

/** How the provider's own page for a method is shown. */
export type RedirectKind = 'iframe' | 'popup' | 'window';
export type FrameHeight = '600px' | '1000px' | '1185px' | '75vh';

export type FormField = {
  name: string;
  /** A translation key of the hosted cashier's catalogue. */
  labelKey: string;
  type: 'text' | 'email' | 'tel' | 'password' | 'select' | 'card-number' | 'expiry-month' | 'expiry-year' | 'cvv';
  required: boolean;
  /** An anchored regular expression the value must match. */
  pattern?: string;
  options?: { value: string; labelKey: string }[];
  autocomplete?: string;
};

export type SavedInstrument = {
  instrumentId: string;
  method: string;
  /** 411111******1111, a masked IBAN, or an e-mail address. */
  maskedAccount: string;
  /** MM/YY for cards. */
  expiry?: string;
  lastUsedAt: string;
};

export type MethodView = {
  method: string;
  displayName: string;
  /** Logo names (the hosted cashier draws them). */
  icons: string[];
  kind: TransactionKind;
  /** PIQ-group methods compute percentage fees as a factor (spec part 1 section 5). */
  piqGroup: boolean;
  limits: MethodLimits;
  redirectKind: RedirectKind;
  frameHeight: FrameHeight;
  fields: FormField[];
  instruments: SavedInstrument[];
  /** When the player last used this method (the cashier preselects the latest). */
  updatedTime: string | null;
};

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

export type TransactionView = {
  txId: string;
  kind: TransactionKind;
  method: string;
  userId: string;
  amount: number;
  fee: number;
  currency: string;
  state: TransactionState;
  /** Set while WAITING_INPUT: the provider page the player must complete. */
  redirect?: { url: string; kind: RedirectKind; height: FrameHeight };
  /** Why a transaction failed, for the receipt (a stable code and a sentence). */
  error?: { code: string; message: string };
  maskedAccount?: string;
  bonusCode?: string;
  createdAt: string;
  updatedAt: string;
};

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
