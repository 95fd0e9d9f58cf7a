import { PAY_AND_PLAY_METHODS, type PayAndPlayMethod } from '@vauhti/contracts/payment-provider';
import type { CashierChannel } from './payments-tables';
import type { PlayerCashierDeps } from './player-cashier';
import { minorFromPayloadAmount } from './player-cashier-amounts';
import { type CashierCaller, type CashierPlayer, cashierPlayerOf, methodFor } from './player-cashier-context';
import { createAtProvider, depositRefusal, recordDepositOutcome } from './player-cashier-deposits';
import { failure, fieldError, type Result, success } from './player-cashier-errors';
import { piqRefusalOf, piqResponseOf } from './player-cashier-responses';
import {
  formFieldsOf,
  type PiqResponse,
  PROVIDER_TRANSACTION_OWN_KEYS,
  type ProviderTransactionBody,
} from './player-cashier-schemas';
import type { ProviderResult, StartPayNPlayRequest, TransactionView } from './provider/payment-provider';

/*
 * Make provider transaction (spec part 1 section 7): a deposit by a method whose page the provider
 * shows (banks, e-wallets, the PIQ group), answered in the PIQ shape; and the pay-and-play start for
 * TRUSTLY, ZIMPLER and BRITEPLAY in a pay-and-play country, where the bank identifies the payer.
 */

export { PAY_AND_PLAY_METHODS, type PayAndPlayMethod };

/** Who pays a pay-and-play deposit, as far as the platform knows before the bank says. */
export type PayAndPlayPayer = Pick<CashierPlayer, 'currency' | 'countryCode' | 'language'>;
/** The spec's return addresses of pay-and-play deposits (part 1 section 2). */
const PAY_AND_PLAY_SUCCESS_PATH = '/payandplay/step3';
const PAY_AND_PLAY_FAILURE_PATH = '/payandplay/step1';

/** The pay-and-play method a deposit starts, or null for an ordinary provider deposit. */
export function payAndPlayMethodOf(
  deps: PlayerCashierDeps,
  player: CashierPlayer,
  method: string,
): PayAndPlayMethod | null {
  if (!deps.cashier.config.payAndPlayCountries.includes(player.countryCode)) return null;
  return PAY_AND_PLAY_METHODS.find((candidate) => candidate === method) ?? null;
}

export async function makeProviderTransaction(
  deps: PlayerCashierDeps,
  caller: CashierCaller,
  body: ProviderTransactionBody,
): Promise<Result<PiqResponse>> {
  const found = await cashierPlayerOf(deps, caller);
  if (!found.ok) return found;
  const player = found.value;
  const amountField = body.depositAmount === undefined ? 'amount' : 'depositAmount';
  const amount = minorFromPayloadAmount(body.depositAmount ?? body.amount ?? '', player.currency);
  if (!amount.ok) return fieldError(amountField, amount.message);
  for (const field of ['currency', 'currencyCode'] as const) {
    const currency = body[field];
    if (currency !== undefined && currency.toUpperCase() !== player.currency) {
      return failure('CURRENCY_MISMATCH', `${field}: your account's currency is ${player.currency}`, { field });
    }
  }
  const method = await methodFor(deps, player, 'deposit', body.paymentMethod);
  if (!method.ok) return method;
  const refusal = await depositRefusal(deps, player, method.value, amount.minor);
  if (refusal) return success(piqRefusalOf(refusal, null));

  const payAndPlay = payAndPlayMethodOf(deps, player, body.paymentMethod);
  const channel: CashierChannel = payAndPlay === null ? 'internal' : 'paynplay';
  const transaction = await deps.transactions.create({
    playerId: player.playerId,
    kind: 'deposit',
    channel,
    method: body.paymentMethod,
    amountMinor: amount.minor,
    currency: player.currency,
    status: 'txn_initiated',
    bonusCode: body.bonusCode ?? null,
  });
  deps.logger.info(
    {
      playerId: player.playerId,
      txnId: transaction.id,
      method: body.paymentMethod,
      amountMinor: amount.minor,
      channel,
    },
    'cashier provider deposit made',
  );
  const created: ProviderResult<TransactionView> = payAndPlay
    ? await deps.provider.startPayNPlay(payAndPlayRequest(deps, player, body, payAndPlay, transaction.id, amount.minor))
    : await createAtProvider(deps, player, transaction, {
        fields: Object.fromEntries(formFieldsOf(body, PROVIDER_TRANSACTION_OWN_KEYS)),
        instrumentId: null,
        storeInstrument: false,
      });
  const recorded = await recordDepositOutcome(deps, transaction, created);
  if (!created.ok) return success(piqRefusalOf({ code: created.code, message: created.message }, recorded));
  return success(piqResponseOf(created.value, recorded));
}

export function payAndPlayRequest(
  deps: PlayerCashierDeps,
  player: PayAndPlayPayer,
  body: ProviderTransactionBody,
  method: PayAndPlayMethod,
  transactionId: number,
  amountMinor: number,
): StartPayNPlayRequest {
  const siteUrl = deps.config.siteUrl;
  return {
    method,
    amount: amountMinor,
    currency: player.currency,
    country: player.countryCode,
    locale: player.language,
    successUrl: `${siteUrl}${body.successURL ?? body.redirectURL ?? PAY_AND_PLAY_SUCCESS_PATH}`,
    failureUrl: `${siteUrl}${body.failureURL ?? PAY_AND_PLAY_FAILURE_PATH}`,
    merchantTxId: String(transactionId),
  };
}
