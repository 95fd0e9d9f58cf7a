import { decimalToMinor, minorToDecimal } from '@vauhti/contracts';
import { z } from 'zod';
import { checkLedger, formatLedgerCheck } from '../domains/wallet/ledger/ledger-check';
import { readBalances } from '../domains/wallet/ledger/ledger-queries';
import type { PlatformServices } from '../services';
import { PAYMENTS_COMMANDS } from '../workflows/payments/payments-commands';
import { CASHIER_COMMANDS } from './cashier-commands';
import { CONTENT_COMMANDS } from './content-commands';
import { GAME_SESSION_COMMANDS } from './game-session-commands';
import { GAMES_COMMANDS } from './games-commands';
import { SITE_COMMANDS } from './site-commands';

/** What a command produced: `data` is printed with --json, `text` otherwise; !ok exits 1. */
export type OpsOutcome = { ok: boolean; data: unknown; text: string };

export type OpsCommand = {
  name: string;
  summary: string;
  usage: string;
  options: z.ZodType;
  run(services: PlatformServices, options: never): Promise<OpsOutcome>;
};

const OPERATOR = z.string().min(1).max(100);
const LIST_LIMIT_MAX = 500;

function failure(code: string, message: string): OpsOutcome {
  return { ok: false, data: { error: { code, message } }, text: `error ${code}: ${message}` };
}

function money(minor: number, currency: string) {
  return `${minorToDecimal(minor, currency)} ${currency}`;
}

const CreatePlayerOptions = z.object({
  email: z.string().min(3),
  password: z.string().min(1),
  country: z.string().length(2).toUpperCase(),
  currency: z.string().length(3).toUpperCase(),
  balance: z.string().optional(),
  reason: z.string().min(1).default('Opening balance set by the operator'),
  verified: z.boolean().default(false),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  birthDate: z.string().optional(),
  street: z.string().optional(),
  city: z.string().optional(),
  zip: z.string().optional(),
  phone: z.string().optional(),
  nationalId: z.string().optional(),
  operator: OPERATOR,
});

const PERSONAL_FIELDS = ['firstName', 'lastName', 'birthDate', 'street', 'city', 'zip', 'phone', 'nationalId'] as const;

const createPlayer: OpsCommand = {
  name: 'create-player',
  summary: 'Create a complete player account, optionally verified and with an opening balance.',
  usage:
    'create-player --email <e-mail> --password <password> --country <FI> --currency <EUR> [--balance 100.00 --reason <text>] [--verified] [--first-name <name> --last-name <name> --birth-date YYYY-MM-DD --street <street> --city <city> --zip <zip> --phone <+358...> --national-id <id>]',
  options: CreatePlayerOptions,
  async run(services, options: z.infer<typeof CreatePlayerOptions>) {
    const opening = options.balance === undefined ? undefined : decimalToMinor(options.balance, options.currency);
    if (opening && (!opening.ok || opening.minor <= 0)) {
      return failure('INVALID_BALANCE', `--balance must be a positive amount in ${options.currency}, e.g. 100.00`);
    }
    const created = await services.identity.createPlayerByOperator({
      email: options.email,
      password: options.password,
      country: options.country,
      currency: options.currency,
      verified: options.verified,
      ...Object.fromEntries(PERSONAL_FIELDS.flatMap((field) => (options[field] ? [[field, options[field]]] : []))),
    });
    if (!created.ok) return failure(created.error.code, created.error.message);
    const player = created.value;
    if (opening?.ok) {
      const posted = await services.ledger.adjust({
        source: 'ops',
        externalId: `create-player:${player.playerId}:opening-balance`,
        playerId: player.playerId,
        currency: player.currency,
        amountMinor: opening.minor,
        reason: options.reason,
        operator: options.operator,
      });
      if (!posted.ok) return failure(posted.error.code, 'the opening balance could not be posted');
      // Money on the account makes it a real-money account, as a first deposit would.
      await services.identity.markRealMoney(player.playerId);
    }
    const balances = await readBalances(services.db, player.playerId, player.currency);
    return {
      ok: true,
      data: { player, balances },
      text: `created player ${player.playerId} (${player.email}, ${player.country}, ${player.currency}), cash ${money(balances.cashMinor, player.currency)}`,
    };
  },
};

const AdjustBalanceOptions = z
  .object({
    email: z.string().optional(),
    player: z.coerce.number().int().positive().optional(),
    amount: z.string(),
    reason: z.string().trim().min(3, 'give a reason of at least 3 characters'),
    key: z.string().min(1).max(200).optional(),
    operator: OPERATOR,
  })
  .refine(
    (options) => options.email !== undefined || options.player !== undefined,
    'name the player with --email or --player',
  );

const adjustBalance: OpsCommand = {
  name: 'adjust-balance',
  summary: "Credit or debit a player's cash with a reason (negative amounts debit).",
  usage:
    'adjust-balance (--email <e-mail> | --player <id>) --amount <-12.50|100> --reason <text> [--key <idempotency key>]',
  options: AdjustBalanceOptions,
  async run(services, options: z.infer<typeof AdjustBalanceOptions>) {
    const player =
      options.player !== undefined
        ? await services.identity.getPlayer(options.player)
        : await services.identity.findPlayerByEmail(options.email ?? '');
    if (!player) return failure('PLAYER_NOT_FOUND', 'no player with that e-mail or id');
    const amount = decimalToMinor(options.amount, player.currency);
    if (!amount.ok || amount.minor === 0) {
      return failure('INVALID_AMOUNT', `--amount must be a non-zero amount in ${player.currency}, e.g. 25.00 or -10`);
    }
    const posted = await services.ledger.adjust({
      source: 'ops',
      externalId: options.key ?? `adjust:${crypto.randomUUID()}`,
      playerId: player.playerId,
      currency: player.currency,
      amountMinor: amount.minor,
      reason: options.reason,
      operator: options.operator,
    });
    if (!posted.ok) {
      const message =
        posted.error.code === 'INSUFFICIENT_FUNDS'
          ? 'the player does not have that much cash'
          : 'the adjustment was refused';
      return failure(posted.error.code, message);
    }
    const balances = await readBalances(services.db, player.playerId, player.currency);
    return {
      ok: true,
      data: { transferId: posted.transfer.transferId, outcome: posted.outcome, balances },
      text: `${posted.outcome === 'replayed' ? 'already posted' : 'posted'} transfer ${posted.transfer.transferId}: ${money(amount.minor, player.currency)} for player ${player.playerId}; cash now ${money(balances.cashMinor, player.currency)}`,
    };
  },
};

const ListPlayersOptions = z.object({
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(50),
  after: z.coerce.number().int().min(0).optional(),
});

const listPlayers: OpsCommand = {
  name: 'list-players',
  summary: 'List players with their status and balances, oldest first.',
  usage: `list-players [--limit 50 (max ${LIST_LIMIT_MAX})] [--after <player id>]`,
  options: ListPlayersOptions,
  async run(services, options: z.infer<typeof ListPlayersOptions>) {
    const players = await services.identity.listPlayers({
      limit: options.limit,
      ...(options.after !== undefined ? { afterPlayerId: options.after } : {}),
    });
    const rows = await Promise.all(
      players.map(async (player) => ({
        ...player,
        balances: await readBalances(services.db, player.playerId, player.currency),
      })),
    );
    const lines = rows.map(
      (row) =>
        `${String(row.playerId).padStart(6)}  ${row.email.padEnd(32)} ${row.country}  ${row.userStatus.padEnd(4)}  ${String(row.accountState).padEnd(13)} cash ${money(row.balances.cashMinor, row.currency).padStart(16)}  bonus ${money(row.balances.bonusMinor, row.currency)}`,
    );
    return {
      ok: true,
      data: { players: rows },
      text:
        rows.length === 0
          ? 'no players'
          : ['    id  e-mail                           cc  status state', ...lines].join('\n'),
    };
  },
};

const ledgerCheck: OpsCommand = {
  name: 'ledger-check',
  summary: 'Verify every ledger invariant; exits 1 with a report when one fails.',
  usage: 'ledger-check',
  options: z.object({}),
  async run(services) {
    const report = await checkLedger(services.db);
    return { ok: report.ok, data: report, text: formatLedgerCheck(report) };
  },
};

export const OPS_COMMANDS: readonly OpsCommand[] = [
  createPlayer,
  adjustBalance,
  listPlayers,
  ledgerCheck,
  ...SITE_COMMANDS,
  ...CONTENT_COMMANDS,
  ...GAMES_COMMANDS,
  ...GAME_SESSION_COMMANDS,
  ...CASHIER_COMMANDS,
  ...PAYMENTS_COMMANDS,
];

export function findCommand(name: string): OpsCommand | undefined {
  return OPS_COMMANDS.find((command) => command.name === name);
}

/** Validates raw options for a command and runs it; bad options are a failure outcome, not a throw. */
export async function runOpsCommand(
  services: PlatformServices,
  name: string,
  rawOptions: unknown,
): Promise<OpsOutcome> {
  const command = findCommand(name);
  if (!command)
    return failure('UNKNOWN_COMMAND', `no command ${name}; commands: ${OPS_COMMANDS.map((c) => c.name).join(', ')}`);
  const parsed = command.options.safeParse(rawOptions);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || 'options';
    return failure(
      'INVALID_OPTIONS',
      `${field}: ${issue?.message ?? 'invalid'}\nusage: npm run ops -- ${command.usage}`,
    );
  }
  return command.run(services, parsed.data as never);
}
