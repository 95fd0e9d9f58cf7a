/*
 * What the provider's own pages (src/provider-pages: 3-D Secure, bank, e-wallet, pay-and-play,
 * the operator's payout page) ask of the provider's core (src/payments). The core implements
 * ProviderPagesFacade; the pages only call it.
 */

import type { PayNPlayIdentity } from '@vauhti/contracts/payment-provider';
import type { FrameHeight, RedirectKind, TransactionView } from './cashier-facade';

export type ProviderPageKind = 'threeds-challenge' | 'bank' | 'ewallet' | 'paynplay';

/** What a provider page shows: the transaction it belongs to, in the player's language. */
export type ProviderPageContext = {
  kind: ProviderPageKind;
  transaction: TransactionView;
  /** The merchant's name as the page shows it ("Vauhti"). */
  merchantName: string;
  locale: string;
  redirectKind: RedirectKind;
  frameHeight: FrameHeight;
  /** Where to send the player when the page is done (the hosted cashier's receipt or the merchant's return URL). */
  returnUrl: string;
  /**
   * Where to send the player instead when the payment failed, was cancelled or timed out, when the
   * merchant gave a separate address (pay-and-play's failureUrl). The done step picks by state.
   */
  failureUrl?: string;
  /** The payer's ISO 3166-1 alpha-2 country when the transaction knows it (pay-and-play always does). */
  country?: string;
  /**
   * The player already acted on this page (a button was pressed, even Time-out): it must not be
   * shown again, though the transaction may still be WAITING_INPUT until the provider gives up.
   */
  pageDone: boolean;
};

/** The player's choice on a bank, e-wallet or pay-and-play page. */
export type PageOutcome = 'success' | 'failure' | 'cancel' | 'timeout';

/** The payer a pay-and-play bank identifies: what the platform reads back (GET /paynplay/{txId}). */
export type PayerIdentity = PayNPlayIdentity;

export type PageResult = { ok: true; transaction: TransactionView } | { ok: false; code: string; message: string };

export type ProviderPagesFacade = {
  /** The page's transaction; undefined for an unknown id or a page token that does not match. */
  pageContext(txId: string, pageToken: string): Promise<ProviderPageContext | undefined>;
  /** 3-D Secure challenge: the one-time code the cardholder typed. */
  completeChallenge(txId: string, pageToken: string, code: string): Promise<PageResult>;
  /** Bank, e-wallet or pay-and-play page: the button the tester chose (with the bank or identity for pay-and-play). */
  resolvePage(
    txId: string,
    pageToken: string,
    outcome: PageOutcome,
    details?: { bank?: string; identity?: PayerIdentity },
  ): Promise<PageResult>;
  /** 3-D Secure 2 device data collection finished for this reference (the collect page's own call). */
  completeCollect(referenceId: string): Promise<boolean>;
  /** The operator page: payouts waiting for approval, newest first, and the decision on one. */
  payouts(): Promise<TransactionView[]>;
  approvePayout(txId: string): Promise<PageResult>;
  rejectPayout(txId: string, reason: string): Promise<PageResult>;
};
