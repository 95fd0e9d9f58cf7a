import type { CashierAccess } from '@vauhti/contracts/cashier';
import type { TransactionKind } from './payments-tables';
import type { PlayerCashierDeps } from './player-cashier';
import { type CashierCaller, type CashierPlayer, cashierPlayerOf } from './player-cashier-context';
import { type Result, success } from './player-cashier-errors';
import { PAY_AND_PLAY_METHODS } from './player-cashier-provider-transactions';

/*
 * The opening check of the site's cashiers (spec part 1 section 4, "Deposit modal opening", and
 * section 5, "Withdrawal amount"): the same gates the deposit and withdrawal calls apply, asked
 * before the modal shows anything, so the site follows the server's rules instead of copying them.
 * The gates' order is the spec's: a blocked account, a play-money account (withdrawal), the
 * Swedish licence (deposit), the third-party identity check, then a verified contact channel.
 */

/** The site's deposit-threshold notice: a RON player on the Romanian-KYC site whose identity is not verified. */
async function depositThresholdNotice(deps: PlayerCashierDeps, player: CashierPlayer): Promise<boolean> {
  if (!deps.cashier.config.romanianKycSite || player.currency !== 'RON') return false;
  const kyc = await deps.cashier.kyc.status(player.playerId);
  return kyc.documents.identityStatus !== 'verified';
}

/**
 * Whether the player has pay-and-play bank details on file: a saved instrument of a pay-and-play
 * method. Only asked in a pay-and-play country; an unreachable provider counts as none, which
 * skips the channel check there and leaves the withdrawal call itself to refuse.
 */
async function hasPayAndPlayDetails(deps: PlayerCashierDeps, player: CashierPlayer): Promise<boolean> {
  if (!deps.cashier.config.payAndPlayCountries.includes(player.countryCode)) return false;
  const instruments = await deps.provider.instruments(player.externalId);
  if (!instruments.ok) return false;
  return instruments.value.some((instrument) =>
    (PAY_AND_PLAY_METHODS as readonly string[]).includes(instrument.method),
  );
}

export async function cashierAccess(
  deps: PlayerCashierDeps,
  caller: CashierCaller,
  type: TransactionKind,
): Promise<Result<CashierAccess>> {
  const found = await cashierPlayerOf(deps, caller);
  if (!found.ok) return found;
  const player = found.value;
  const gate =
    type === 'deposit'
      ? await deps.cashier.gates.deposit(player.playerId)
      : await deps.cashier.gates.withdrawal(player.playerId, {
          hasPayAndPlayDetails: await hasPayAndPlayDetails(deps, player),
        });
  const notice = type === 'deposit' && (await depositThresholdNotice(deps, player));
  const playMoneyMinimumMinor = type === 'deposit' ? await deps.cashier.playMoneyMinimumMinor(player.playerId) : null;
  const details = { depositThresholdNotice: notice, playMoneyMinimumMinor };
  if (!gate.ok) {
    return success({ status: 'REFUSED', code: gate.code, message: gate.message, ...details });
  }
  return success({ status: 'SUCCESS', code: null, message: null, ...details });
}
