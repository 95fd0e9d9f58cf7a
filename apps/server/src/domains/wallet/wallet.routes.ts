import {
  type Balances,
  BalancesSchema,
  type HistoryLine as HistoryLineBody,
  type PendingWithdrawals,
  PendingWithdrawalsSchema,
  type TransactionsPage,
  TransactionsSchema,
  type Transfer,
} from '@vauhti/contracts/accounts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { requirePlayer } from '../../http/authentication';
import { HISTORY_PAGE_SIZE_MAX, type HistoryItem, listPendingWithdrawals, readBalances } from './ledger/ledger-queries';
import type { LedgerTables } from './ledger/ledger-tables';
import { type HistoryLine, listHistoryLines } from './transaction-lines';

const TransactionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(HISTORY_PAGE_SIZE_MAX).default(20),
  cursor: z.coerce.number().int().positive().optional(),
});

function transferBody(item: HistoryItem): Transfer {
  return { ...item, createdAt: item.createdAt.toISOString() };
}

function lineBody(line: HistoryLine): HistoryLineBody {
  if (line.kind === 'transfer') return { ...transferBody(line), kind: 'transfer' };
  return { ...line, createdAt: line.createdAt.toISOString(), movements: line.movements.map(transferBody) };
}

/** The player's own money: balances and paged transaction history, amounts in minor units. */
export async function walletRoutes(app: FastifyInstance, options: { db: Kysely<LedgerTables> }) {
  app.get('/wallet/balances', { schema: { response: { 200: BalancesSchema } } }, async (request): Promise<Balances> => {
    const player = requirePlayer(request);
    return readBalances(options.db, player.playerId, player.currency);
  });

  // The header's pending-withdrawal icon: withdrawals whose hold is not yet paid or cancelled.
  app.get(
    '/wallet/pending-withdrawals',
    { schema: { response: { 200: PendingWithdrawalsSchema } } },
    async (request): Promise<PendingWithdrawals> => {
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
    async (request): Promise<TransactionsPage> => {
      const player = requirePlayer(request);
      const query = request.query as z.infer<typeof TransactionsQuerySchema>;
      const page = await listHistoryLines(options.db, player.playerId, { limit: query.limit, before: query.cursor });
      return { items: page.items.map(lineBody), nextCursor: page.nextCursor };
    },
  );
}
