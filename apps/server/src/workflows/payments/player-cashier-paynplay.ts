import { isSiteLanguage } from '@vauhti/contracts';
import type { Kysely } from 'kysely';
import type { IdentityError } from '../../domains/identity/identity-errors';
import { maskNationalId } from '../../domains/identity/national-id';
import type { PlatformTables } from '../../platform-tables';
import { type CountryConfig, findCountry } from '../../reference/countries';
import type { CashierTransaction } from './cashier-transactions';
import type { PayNPlayClaims } from './paynplay-claims';
import type { PlayerCashierDeps } from './player-cashier';
import { minorFromPayloadAmount } from './player-cashier-amounts';
import { recordDepositOutcome } from './player-cashier-deposits';
import {
  failure,
  fieldError,
  type PlayerCashierErrorCode,
  providerFailure,
  type Result,
  success,
  transactionNotFound,
} from './player-cashier-errors';
import {
  PAY_AND_PLAY_METHODS,
  type PayAndPlayMethod,
  type PayAndPlayPayer,
  payAndPlayRequest,
} from './player-cashier-provider-transactions';
import { piqRefusalOf, piqResponseOf } from './player-cashier-responses';
import type { PayNPlayUser, PiqResponse, ProviderTransactionBody } from './player-cashier-schemas';

/*
 * Pay-and-play for a logged-out visitor (spec part 1 sections 1 and 9: in a pay-and-play country a
 * visitor sees the pay-and-play deposit in place of registration). The visitor starts a deposit
 * that belongs to no player; the bank identifies the payer and the provider's verifyuser registers
 * or finds them (merchant-players.ts), linking the deposit; the browser that started it then claims
 * the login with the secret it was given (paynplay-claims.ts), once.
 */

/** A request without a session: where it comes from, as compliance locates it. */
export type Visitor = {
  ipAddr: string;
  userAgent: string | undefined;
  countryCode: string;
  countryBlocked: boolean;
};

export type VisitorDepositStarted = {
  response: PiqResponse;
  /** The claim for the visitor's cookie; absent when the provider did not start the deposit. */
  claim?: { token: string; expiresAt: Date };
};

/** True for a request that a visitor may make without a session: a pay-and-play method. */
export function isPayAndPlayMethod(method: string): boolean {
  return PAY_AND_PLAY_METHODS.some((candidate) => candidate === method);
}

/**
 * Starts a logged-out visitor's pay-and-play deposit: checks the method, the visitor's country and
 * the amount, opens the deposit with no player and a claim for the visitor's browser, and sends
 * it to the provider.
 */
export async function startVisitorPayNPlay(
  deps: PlayerCashierDeps,
  claims: PayNPlayClaims,
  visitor: Visitor,
  body: ProviderTransactionBody,
): Promise<Result<VisitorDepositStarted>> {
  const method = visitorPayNPlayMethod(body);
  if (!method.ok) return method;
  const payer = visitorPayerOf(deps, visitor, body);
  if (!payer.ok) return payer;
  const amountField = body.depositAmount === undefined ? 'amount' : 'depositAmount';
  const amount = minorFromPayloadAmount(body.depositAmount ?? body.amount ?? '', payer.value.currency);
  if (!amount.ok) return fieldError(amountField, amount.message);
  const deposit: VisitorDeposit = { method: method.value, payer: payer.value, amountMinor: amount.minor, body };
  const opened = await openVisitorDeposit(deps, claims, deposit);
  return success(await sendVisitorDeposit(deps, deposit, opened));
}

/** What a visitor's deposit is, once checked. */
type VisitorDeposit = {
  method: PayAndPlayMethod;
  payer: PayAndPlayPayer;
  amountMinor: number;
  body: ProviderTransactionBody;
};

/** Without a session only a pay-and-play method may start a deposit: the bank then says who pays. */
function visitorPayNPlayMethod(body: ProviderTransactionBody): Result<PayAndPlayMethod> {
  const method = PAY_AND_PLAY_METHODS.find((candidate) => candidate === body.paymentMethod);
  if (method) return success(method);
  return failure('PAY_AND_PLAY_NOT_AVAILABLE', `paymentMethod: ${body.paymentMethod} needs a logged-in player`, {
    field: 'paymentMethod',
  });
}

/**
 * Who pays, as far as the platform knows before the bank says: the country is where the request
 * comes from (never the body's), open and offering pay-and-play; its currency, and the body's
 * site language or the country's.
 */
function visitorPayerOf(
  deps: PlayerCashierDeps,
  visitor: Visitor,
  body: ProviderTransactionBody,
): Result<PayAndPlayPayer> {
  const country = visitorPayNPlayCountry(deps, visitor);
  if (!country.ok) return country;
  const { code, defaultCurrency, defaultLanguage } = country.value;
  if (body.countryCode !== undefined && body.countryCode.toUpperCase() !== code) {
    return fieldError('countryCode', `you are visiting from ${code}`);
  }
  for (const field of ['currency', 'currencyCode'] as const) {
    const currency = body[field];
    if (currency !== undefined && currency.toUpperCase() !== defaultCurrency) {
      return failure('CURRENCY_MISMATCH', `${field}: pay-and-play in ${code} is in ${defaultCurrency}`, { field });
    }
  }
  const language = body.language !== undefined && isSiteLanguage(body.language) ? body.language : defaultLanguage;
  return success({ countryCode: code, currency: defaultCurrency, language });
}

/** The visitor's country as compliance locates it, if the site is open there and offers pay-and-play. */
function visitorPayNPlayCountry(deps: PlayerCashierDeps, visitor: Visitor): Result<CountryConfig> {
  if (visitor.countryBlocked) {
    return failure('COUNTRY_BLOCKED', `the site is not available in ${visitor.countryCode}`, {
      countryCode: visitor.countryCode,
    });
  }
  const country = findCountry(visitor.countryCode);
  if (!country || !deps.cashier.config.payAndPlayCountries.includes(country.code)) {
    return failure(
      'PAY_AND_PLAY_NOT_AVAILABLE',
      `pay-and-play is not offered in ${visitor.countryCode}; log in to deposit`,
      { countryCode: visitor.countryCode },
    );
  }
  return success(country);
}

/**
 * Records the deposit with no player, and the claim the visitor's browser will log in with.
 * The method's limits and the country's offer are the provider's to check (it answers
 * METHOD_NOT_AVAILABLE or the amount's limits); deposit limits and the account's gates belong
 * to a player, and authorize applies them once the bank has said who pays.
 */
async function openVisitorDeposit(deps: PlayerCashierDeps, claims: PayNPlayClaims, deposit: VisitorDeposit) {
  const { method, payer, amountMinor, body } = deposit;
  const transaction = await deps.transactions.create({
    playerId: null,
    kind: 'deposit',
    channel: 'paynplay',
    method,
    amountMinor,
    currency: payer.currency,
    status: 'txn_initiated',
    bonusCode: body.bonusCode ?? null,
  });
  const claim = await claims.open(transaction.id);
  deps.logger.info(
    { txnId: transaction.id, method, amountMinor, country: payer.countryCode },
    'pay-and-play deposit started by a visitor',
  );
  return { transaction, claim };
}

/** Asks the provider to start the deposit and records its answer; the claim goes out only if it started. */
async function sendVisitorDeposit(
  deps: PlayerCashierDeps,
  deposit: VisitorDeposit,
  opened: { transaction: CashierTransaction; claim: VisitorDepositStarted['claim'] },
): Promise<VisitorDepositStarted> {
  const { method, payer, amountMinor, body } = deposit;
  const { transaction, claim } = opened;
  const created = await deps.provider.startPayNPlay(
    payAndPlayRequest(deps, payer, body, method, transaction.id, amountMinor),
  );
  const recorded = await recordDepositOutcome(deps, transaction, created);
  if (!created.ok) return { response: piqRefusalOf({ code: created.code, message: created.message }, recorded) };
  return { response: piqResponseOf(created.value, recorded), claim };
}

/** What the browser that started a visitor's deposit presents to log in as its identified payer. */
export type PayNPlayClaimVisit = {
  token: string;
  ipAddr: string;
  userAgent: string | undefined;
};

export type PayNPlayClaimed = {
  user: PayNPlayUser;
  /** The new web session's token, when this call logged the payer in. */
  sessionToken?: string;
};

/**
 * The pay-and-play user call of a visitor with a claim: the bank's identity as the provider has it
 * and, once the provider's verifyuser has linked the deposit to the identified player, the login.
 * Another browser, a wrong or expired claim, or a transaction that is no visitor's pay-and-play
 * deposit all answer TRANSACTION_NOT_FOUND, so the call tells nothing about deposits not its own.
 */
export async function claimPayNPlay(
  deps: PlayerCashierDeps,
  claims: PayNPlayClaims,
  visit: PayNPlayClaimVisit,
  txnId: string,
): Promise<Result<PayNPlayClaimed>> {
  const transaction = await deps.transactions.byId(Number(txnId));
  const claim = transaction?.channel === 'paynplay' ? await claims.proven(transaction.id, visit.token) : undefined;
  if (!transaction || !claim) return transactionNotFound(txnId);
  if (claim.claimedAt !== null) {
    return failure('CLAIM_USED', `pay-and-play deposit ${txnId} has already logged its payer in`, { txnId });
  }
  const answered = await payNPlayUserOf(deps, transaction, txnId);
  if (!answered.ok) return answered;
  const playerId = transaction.playerId;
  // Not identified yet (the bank page is open, or the provider has not called verifyuser): the site
  // asks again.
  if (playerId === null) return success({ user: { ...answered.value, loggedIn: false } });

  const login = await logInOnce(deps, claims, transaction.id, playerId, visit);
  if (!login.ok) return login;
  deps.logger.info({ playerId, txnId: transaction.id }, 'pay-and-play payer logged in');
  return success({ user: { ...answered.value, loggedIn: true }, sessionToken: login.value });
}

/** The pay-and-play user answer of a transaction: its provider state and the bank's identity, masked. */
export async function payNPlayUserOf(
  deps: PlayerCashierDeps,
  transaction: CashierTransaction,
  txnId: string,
): Promise<Result<Omit<PayNPlayUser, 'loggedIn'>>> {
  if (transaction.providerTxId === null) {
    return failure('PROVIDER_REFUSED', `pay-and-play deposit ${txnId} never reached the payment provider`, { txnId });
  }
  const identity = await deps.provider.payNPlayIdentity(transaction.providerTxId);
  if (!identity.ok) return providerFailure(identity);
  const details = identity.value.identity;
  return success({
    status: 'SUCCESS',
    txnId,
    txState: identity.value.txState,
    payAndPlayUserDetails: details
      ? { ...details, nationalId: maskNationalId(details.nationalId), email: details.email ?? null }
      : null,
  });
}

/** Thrown to roll the session back when another request spent the claim first. */
class ClaimSpentMeanwhile extends Error {}

/**
 * Opens the payer's web session and spends the claim on it in one database transaction: two
 * concurrent calls with the same claim open one session between them.
 */
async function logInOnce(
  deps: PlayerCashierDeps,
  claims: PayNPlayClaims,
  transactionId: number,
  playerId: number,
  visit: PayNPlayClaimVisit,
): Promise<Result<string>> {
  try {
    return await deps.database.kysely.transaction().execute(async (trx) => {
      const executor: Kysely<PlatformTables> = trx;
      const opened = await deps.identity.logInIdentified(
        playerId,
        { ipAddress: visit.ipAddr, userAgent: visit.userAgent },
        executor,
      );
      if (!opened.ok) return restrictionOf(opened.error);
      const spent = await claims.spend(executor, transactionId, { playerId, sessionId: opened.value.sessionId });
      if (!spent) throw new ClaimSpentMeanwhile();
      return success(opened.value.sessionToken);
    });
  } catch (error) {
    if (!(error instanceof ClaimSpentMeanwhile)) throw error;
    return failure('CLAIM_USED', `pay-and-play deposit ${transactionId} has already logged its payer in`, {
      txnId: String(transactionId),
    });
  }
}

const RESTRICTIONS: readonly PlayerCashierErrorCode[] = ['ACCOUNT_LOCKED', 'ACCOUNT_PAUSED', 'ACCOUNT_SELF_EXCLUDED'];

/** Identity's refusal of the login: the account's restriction as it is, anything else a fault. */
function restrictionOf(error: IdentityError): Result<never> {
  const code = RESTRICTIONS.find((candidate) => candidate === error.code);
  if (!code) throw new Error(`the identified payer could not log in: ${error.code} ${error.message}`);
  return failure(code, error.message, error.details);
}
