import { decimalToMinor, isSiteLanguage, minorToDecimal, SITE_LANGUAGES } from '@vauhti/contracts';
import { z } from 'zod';
import { AFFILIATE_LINK_ID_LENGTH_MAX } from '../domains/cashier/affiliate-links';
import { DEPOSIT_LIMIT_PERIODS, KYC_STATUSES } from '../domains/cashier/cashier-tables';
import type { DepositLimitsView } from '../domains/cashier/deposit-limits';
import type { KycChanges } from '../domains/cashier/player-kyc';
import type { PlatformServices } from '../services';
import type { OpsCommand, OpsOutcome } from './commands';

/*
 * The cashier's operator commands. commands.ts lists them with the others; this module imports
 * only its types, so the two can name each other without a load-order cycle.
 */

/** The same bound as commands.ts: the operator's name as the CLI's user or --operator. */
const OPERATOR = z.string().min(1).max(100);
const PLAYER = z.string().min(3, 'name the player by e-mail');

const DEFAULT_MERCHANT_ID = 'vauhti';
const DEFAULT_PROVIDER_URL = 'http://localhost:5000';

function failure(code: string, message: string): OpsOutcome {
  return { ok: false, data: { error: { code, message } }, text: `error ${code}: ${message}` };
}

async function findPlayer(services: PlatformServices, email: string) {
  return services.identity.findPlayerByEmail(email);
}

/**
 * The payments workflow's merchant id and provider address. Read defensively: the payments
 * configuration is another module's, and either may be missing while it is being built.
 */
function providerSettings(services: PlatformServices): { merchantId: string; providerUrl: string } {
  const payments = services.config.payments as { merchantId?: unknown; providerUrl?: unknown };
  return {
    merchantId:
      typeof payments.merchantId === 'string' && payments.merchantId ? payments.merchantId : DEFAULT_MERCHANT_ID,
    providerUrl:
      typeof payments.providerUrl === 'string' && payments.providerUrl
        ? payments.providerUrl.replace(/\/+$/, '')
        : DEFAULT_PROVIDER_URL,
  };
}

const CashierSessionOptions = z.object({
  player: PLAYER,
  language: z.enum(SITE_LANGUAGES, { error: 'a site language code (en, fi, de, ...)' }).optional(),
  operator: OPERATOR,
});

const cashierSession: OpsCommand = {
  name: 'cashier-session',
  summary:
    "Issue a cashier session for a player (CASHIER_SESSION_MINUTES, not tied to a web login) and print the hosted cashier's URL.",
  usage: "cashier-session --player <e-mail> [--language <site language, default the player's>]",
  options: CashierSessionOptions,
  async run(services: PlatformServices, options: z.infer<typeof CashierSessionOptions>) {
    const player = await findPlayer(services, options.player);
    if (!player) return failure('PLAYER_NOT_FOUND', 'no player with that e-mail');
    if (player.accountState === 'locked') {
      return failure('PLAYER_BLOCKED', 'the account is locked: its cashier sessions are refused');
    }
    const account = await services.db
      .selectFrom('players')
      .select('language')
      .where('id', '=', player.playerId)
      .executeTakeFirstOrThrow();
    const locale = options.language ?? (isSiteLanguage(account.language) ? account.language : 'en');
    const issued = await services.cashier.sessions.issue(player.playerId, null);
    const { merchantId, providerUrl } = providerSettings(services);
    const url = new URL(`${providerUrl}/`);
    url.search = new URLSearchParams({
      merchantId,
      userId: player.externalId,
      sessionId: issued.sessionId,
      locale,
      environment: 'development',
    }).toString();
    const expiresAt = issued.expiresAt.toISOString();
    return {
      ok: true,
      data: { merchantId, userId: player.externalId, sessionId: issued.sessionId, expiresAt, url: url.toString() },
      text: [
        `cashier session for player ${player.playerId} (${player.email}), valid until ${expiresAt}:`,
        `merchantId ${merchantId}`,
        `userId     ${player.externalId}`,
        `sessionId  ${issued.sessionId}`,
        `url        ${url.toString()}`,
      ].join('\n'),
    };
  },
};

const DepositLimitOptions = z.object({
  player: PLAYER,
  type: z.enum(DEPOSIT_LIMIT_PERIODS),
  amount: z.string().min(1, 'an amount such as 10.00, or none'),
  operator: OPERATOR,
});

function describeLimits(view: DepositLimitsView): string {
  const currency = view.currency;
  return DEPOSIT_LIMIT_PERIODS.map((period) => {
    const limit = view.limits[period];
    if (!limit || !currency) return `${period}: none`;
    const pending = limit.pending
      ? ` (from ${limit.pending.effectiveAt.toISOString()}: ${
          limit.pending.valueMinor === null ? 'none' : minorToDecimal(limit.pending.valueMinor, currency)
        })`
      : '';
    return `${period}: ${minorToDecimal(limit.valueMinor, currency)} ${currency}${pending}`;
  }).join('\n');
}

const depositLimit: OpsCommand = {
  name: 'deposit-limit',
  summary:
    "Set a player's daily, weekly or monthly deposit limit on the player's behalf (a decrease applies at once, an increase or 'none' after 24 hours).",
  usage: 'deposit-limit --player <e-mail> --type daily|weekly|monthly --amount <10.00|none>',
  options: DepositLimitOptions,
  async run(services: PlatformServices, options: z.infer<typeof DepositLimitOptions>) {
    const player = await findPlayer(services, options.player);
    if (!player) return failure('PLAYER_NOT_FOUND', 'no player with that e-mail');
    let requested: number | null = null;
    if (options.amount.trim().toLowerCase() !== 'none') {
      const parsed = decimalToMinor(options.amount.trim(), player.currency);
      if (!parsed.ok || parsed.minor <= 0) {
        return failure(
          'INVALID_AMOUNT',
          `--amount must be a positive amount in ${player.currency}, e.g. 100.00, or none`,
        );
      }
      requested = parsed.minor;
    }
    const result = await services.cashier.depositLimits.set(player.playerId, player.currency, {
      [options.type]: requested,
    });
    if (!result.ok) return failure(result.error.code, result.error.message);
    return {
      ok: true,
      data: { playerId: player.playerId, ...result.value },
      text: `deposit limits of player ${player.playerId} (${player.email}):\n${describeLimits(result.value)}`,
    };
  },
};

const KycOptions = z.object({
  player: PLAYER,
  type: z.enum(['identity', 'address', 'third-party']),
  decision: z.string().min(1),
  operator: OPERATOR,
});

/** identity and address take a document status; third-party takes required or cleared. */
function kycChangesOf(type: z.infer<typeof KycOptions>['type'], decision: string): KycChanges | undefined {
  if (type === 'third-party') {
    if (decision === 'required') return { thirdPartyRequired: true };
    if (decision === 'cleared') return { thirdPartyRequired: false };
    return undefined;
  }
  const status = KYC_STATUSES.find((value) => value === decision);
  if (!status) return undefined;
  return type === 'identity' ? { identityStatus: status } : { addressStatus: status };
}

const kyc: OpsCommand = {
  name: 'kyc',
  summary: "Record a KYC decision: a player's identity or address check, or whether a third-party check is required.",
  usage:
    'kyc --player <e-mail> --type identity|address --decision verified|rejected|pending|not_started, or --type third-party --decision required|cleared',
  options: KycOptions,
  async run(services: PlatformServices, options: z.infer<typeof KycOptions>) {
    const player = await findPlayer(services, options.player);
    if (!player) return failure('PLAYER_NOT_FOUND', 'no player with that e-mail');
    const changes = kycChangesOf(options.type, options.decision);
    if (!changes) {
      const allowed = options.type === 'third-party' ? 'required or cleared' : KYC_STATUSES.join(', ');
      return failure('INVALID_OPTIONS', `decision: for --type ${options.type} one of ${allowed}`);
    }
    const state = await services.cashier.kyc.set(player.playerId, changes);
    const { identityStatus, addressStatus } = state.documents;
    return {
      ok: true,
      data: { playerId: player.playerId, ...state },
      text: `KYC of player ${player.playerId} (${player.email}): identity ${identityStatus}, address ${addressStatus}, third-party check ${state.thirdPartyRequired ? 'required' : 'not required'}`,
    };
  },
};

const AffiliateOptions = z.object({
  player: PLAYER,
  key: z.string().trim().min(1).max(AFFILIATE_LINK_ID_LENGTH_MAX),
  operator: OPERATOR,
});

const affiliate: OpsCommand = {
  name: 'affiliate',
  summary: "Record the affiliate link a player came through (decides a campaign player's play-money minimum deposit).",
  usage: 'affiliate --player <e-mail> --key <affiliate link id>',
  options: AffiliateOptions,
  async run(services: PlatformServices, options: z.infer<typeof AffiliateOptions>) {
    const player = await findPlayer(services, options.player);
    if (!player) return failure('PLAYER_NOT_FOUND', 'no player with that e-mail');
    await services.cashier.affiliateLinks.record(player.playerId, options.key);
    const minimum = await services.cashier.playMoneyMinimumMinor(player.playerId);
    const minimumText =
      minimum === null
        ? 'no play-money minimum applies'
        : `minimum deposit ${minorToDecimal(minimum, player.currency)} ${player.currency}`;
    return {
      ok: true,
      data: { playerId: player.playerId, affiliateLinkId: options.key, playMoneyMinimumMinor: minimum },
      text: `player ${player.playerId} (${player.email}) came through affiliate link ${options.key}; ${minimumText}`,
    };
  },
};

/** Operator commands of the cashier domain. */
export const CASHIER_COMMANDS: readonly OpsCommand[] = [cashierSession, depositLimit, kyc, affiliate];
