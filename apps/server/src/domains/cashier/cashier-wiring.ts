import { playMoneyMinimum } from '@vauhti/money';
import type { Kysely } from 'kysely';
import type { Clock } from '../../infra/time/clock';
import type { AccountStateName, UserStatus } from '../../reference/account-states';
import type { OtpChannel } from '../../reference/countries';
import { AffiliateLinks } from './affiliate-links';
import { type CashierConfig, type CashierType, cashierTypeOf, type PayAndPlayMethod } from './cashier-config';
import { playerNotFound, type Result, success } from './cashier-errors';
import { CashierGates, type GatePlayers } from './cashier-gates';
import { CashierSessions, type WebSessions } from './cashier-sessions';
import type { CashierTables } from './cashier-tables';
import { DepositLimits, type DepositTotals } from './deposit-limits';
import { PlayerKyc } from './player-kyc';

/**
 * What the cashier asks the identity domain, which owns the players; services.ts hands in the
 * identity service.
 */
export type CashierPlayers = Pick<GatePlayers, 'readProfile'> &
  Pick<WebSessions, 'isSessionOf' | 'isSessionActive'> & {
    getPlayer(
      playerId: number,
    ): Promise<
      | { country: string; currency: string; userStatus: UserStatus; origin: string; accountState: AccountStateName }
      | undefined
    >;
    isChannelVerified(playerId: number, channel: OtpChannel): Promise<{ ok: true; value: boolean } | { ok: false }>;
  };

export type CashierWiringDeps = {
  db: Kysely<CashierTables>;
  config: CashierConfig;
  clock: Clock;
  identity: CashierPlayers;
  /** The ledger's posted deposits (the wallet domain), for limits on this database. */
  deposits: DepositTotals;
};

export type PayAndPlayConfig = { status: 'SUCCESS' | 'NOT_AVAILABLE'; pnpType: PayAndPlayMethod };

/** The cashier domain's services, built once per process by services.ts. */
export function createCashier(deps: CashierWiringDeps) {
  const { db, config, clock, identity } = deps;
  const sessions = new CashierSessions({
    db,
    clock,
    sessionMinutes: config.sessionMinutes,
    identity,
  });
  const depositLimits = new DepositLimits({ db, clock, deposits: deps.deposits });
  const kyc = new PlayerKyc({ db, clock });
  const affiliateLinks = new AffiliateLinks({ db, clock });
  const gates = new CashierGates({ identity, kyc, depositLimits, config });

  /** The player's country and currency, as the cashier's player calls need them. */
  async function playerOf(playerId: number) {
    const player = await identity.getPlayer(playerId);
    return player ? success(player) : playerNotFound<NonNullable<typeof player>>(playerId);
  }

  return {
    config,
    sessions,
    depositLimits,
    gates,
    kyc,
    affiliateLinks,

    cashierTypeFor(countryCode: string): CashierType {
      return cashierTypeOf(config, countryCode);
    },

    async cashierTypeOfPlayer(playerId: number): Promise<Result<CashierType>> {
      const player = await playerOf(playerId);
      return player.ok ? success(cashierTypeOf(config, player.value.country)) : player;
    },

    /** Spec part 1 sections 5 and 9: the play-money minimum deposit of a campaign player, in minor units; null when none applies. */
    async playMoneyMinimumMinor(playerId: number): Promise<number | null> {
      const player = await identity.getPlayer(playerId);
      if (!player) return null;
      const affiliateLinkId = await affiliateLinks.of(playerId);
      return playMoneyMinimum(
        { userStatus: player.userStatus, affiliateLinkId, currency: player.currency },
        config.campaignAffiliateIds,
      );
    },

    async channelVerified(playerId: number, channel: OtpChannel): Promise<Result<boolean>> {
      const verified = await identity.isChannelVerified(playerId, channel);
      return verified.ok ? success(verified.value) : playerNotFound(playerId);
    },

    /** The pay-and-play flow a player's country uses; NOT_AVAILABLE outside pay-and-play countries. */
    async payAndPlayConfigOf(playerId: number): Promise<Result<PayAndPlayConfig>> {
      const player = await playerOf(playerId);
      if (!player.ok) return player;
      const available = config.payAndPlayCountries.includes(player.value.country);
      return success({ status: available ? 'SUCCESS' : 'NOT_AVAILABLE', pnpType: config.pnpType });
    },

    /**
     * The pay-and-play flow a logged-out visitor may start from where they are: SUCCESS exactly
     * where a visitor's deposit is accepted (a pay-and-play country the site is open in; the
     * payments workflow's startVisitorPayNPlay applies the same rule).
     */
    payAndPlayConfigForVisitor(country: { code: string; blocked: boolean }): PayAndPlayConfig {
      const available = !country.blocked && config.payAndPlayCountries.includes(country.code.toUpperCase());
      return { status: available ? 'SUCCESS' : 'NOT_AVAILABLE', pnpType: config.pnpType };
    },
  };
}

export type Cashier = ReturnType<typeof createCashier>;
