import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { requirePlayer } from '../../http/authentication';
import { HISTORY_PAGE_SIZE_MAX, type HistoryItem, listPendingWithdrawals, readBalances } from './ledger/ledger-queries';
import type { LedgerTables } from './ledger/ledger-tables';
import { type HistoryLine, listHistoryLines } from './transaction-lines';

const BalancesSchema = z.object({
  currency: z.string(),
  cash: z.number().int(),
  bonus: z.number().int(),
  withdrawable: z.number().int(),
  total: z.number().int(),
  withdrawalHold: z.number().int(),
  debt: z.number().int(),
});

const TransactionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(HISTORY_PAGE_SIZE_MAX).default(20),
  cursor: z.coerce.number().int().positive().optional(),
});

const TransferSchema = z.object({
  transferId: z.number().int(),
  code: z.string(),
  createdAt: z.string(),
  currency: z.string(),
  roundId: z.string().nullable(),
  changes: z.object({
    cash: z.number().int(),
    bonus: z.number().int(),
    withdrawalHold: z.number().int(),
    debt: z.number().int(),
  }),
  cashAfter: z.number().int().nullable(),
  bonusAfter: z.number().int().nullable(),
});

const RoundLineSchema = z.object({
  kind: z.literal('round'),
  roundId: z.string(),
  provider: z.string().nullable(),
  product: z.string().nullable(),
  gameCode: z.string().nullable(),
  createdAt: z.string().describe("the round's latest movement"),
  currency: z.string(),
  stake: z.number().int().describe('staked, refunded bets left out'),
  win: z.number().int().describe('paid out, 0 for a lost round; wins taken back left out'),
  net: z.number().int().describe('win minus stake'),
  changes: z.object({ cash: z.number().int(), bonus: z.number().int() }),
  cashAfter: z.number().int().nullable(),
  bonusAfter: z.number().int().nullable(),
  movements: z.array(TransferSchema).describe("the round's bets, wins and refunds, oldest first"),
});

const TransactionsSchema = z.object({
  items: z
    .array(z.discriminatedUnion('kind', [TransferSchema.extend({ kind: z.literal('transfer') }), RoundLineSchema]))
    .describe('newest first: one line a game round, one line every other transfer'),
  nextCursor: z.number().int().nullable().describe("the last line's position: pass it as cursor for the next page"),
});

function transferBody(item: HistoryItem) {
  return { ...item, createdAt: item.createdAt.toISOString() };
}

function lineBody(line: HistoryLine) {
  if (line.kind === 'transfer') return { ...transferBody(line), kind: 'transfer' as const };
  return { ...line, createdAt: line.createdAt.toISOString(), movements: line.movements.map(transferBody) };
}

const PendingWithdrawalsSchema = z.object({
  count: z.number().int().describe('every open withdrawal, also beyond the 50 listed'),
  pendingWithdrawals: z.array(
    z.object({
      transferId: z.number().int(),
      amountMinor: z.number().int(),
      currency: z.string(),
      requestedAt: z.string(),
    }),
  ),
});

/** The player's own money: balances and paged transaction history, amounts in minor units. */
export async function walletRoutes(app: FastifyInstance, options: { db: Kysely<LedgerTables> }) {
  app.get('/wallet/balances', { schema: { response: { 200: BalancesSchema } } }, async (request) => {
    const player = requirePlayer(request);
    return readBalances(options.db, player.playerId, player.currency);
  });

  // The header's pending-withdrawal icon: withdrawals whose hold is not yet paid or cancelled.
  app.get(
    '/wallet/pending-withdrawals',
    { schema: { response: { 200: PendingWithdrawalsSchema } } },
    async (request) => {
      const pending = await listPendingWithdrawals(options.db, requirePlayer(request).playerId);
      return {
        count: pending.count,
        pendingWithdrawals: pending.pendingWithdrawals.map((item) => ({
          ...item,
          requestedAt: item.requestedAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/wallet/transactions',
    { schema: { querystring: TransactionsQuerySchema, response: { 200: TransactionsSchema } } },
    async (request) => {
      const player = requirePlayer(request);
      const query = request.query as z.infer<typeof TransactionsQuerySchema>;
      const page = await listHistoryLines(options.db, player.playerId, { limit: query.limit, before: query.cursor });
      return { items: page.items.map(lineBody), nextCursor: page.nextCursor };
    },
  );
}
