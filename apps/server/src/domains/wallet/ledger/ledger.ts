import type { PreparedQuery, PreparedStatement } from '@vauhti/db';
import { CompiledQuery, type Kysely } from 'kysely';
import { AccountDirectory, type AccountId, type PlayerAccounts } from './account-directory';
import type { HouseAccountPurpose, LedgerTables, TransferCode } from './ledger-tables';
import { type LedgerExecutor, type Leg, type PostRequest, type PostResult, postTransfer } from './post-transfer';
import { requestHash } from './request-hash';

type RoundFundingRow = { purpose: string; funded: number };

/**
 * Cash and bonus that funded a round's stakes which were not rolled back ($1 source, $2 round,
 * $3 player, $4 currency). Only stakes in the win's currency count: a provider's round id need
 * not be unique across currencies, and a stake in another currency says nothing about how this
 * currency's win splits.
 */
const ROUND_FUNDING_STATEMENT: PreparedStatement = {
  name: 'ledger_round_funding',
  text: `
    select a.purpose, -sum(e.amount)::bigint as funded
    from ledger_transfers t
    join ledger_entries e on e.transfer_id = t.id
    join ledger_accounts a on a.id = e.account_id
    where t.source = $1 and t.round_id = $2 and t.code = 'bet'
      and t.player_id = $3 and t.currency = $4 and a.purpose in ('cash', 'bonus')
      and not exists (select 1 from ledger_reversals r where r.reversed_transfer_id = t.id)
    group by a.purpose`,
};

/** Every transfer is keyed by who asked for it and that caller's own id for the request. */
export type IdempotencyKey = { source: string; externalId: string };
type PlayerAmount = IdempotencyKey & { playerId: number; currency: string; amountMinor: number };

export type Product = 'casino' | 'sportsbook';
export type DepositInput = PlayerAmount & { provider: string; feeMinor?: number };
export type WithdrawalHoldInput = PlayerAmount;
export type WithdrawalPaidInput = IdempotencyKey & { holdId: number; provider: string; feeMinor?: number };
export type WithdrawalCancelledInput = IdempotencyKey & { holdId: number };
export type BetInput = PlayerAmount & { provider: string; product: Product; roundId: string; gameCode: string };
export type WinInput = BetInput;
export type RollbackInput = IdempotencyKey & { referenceExternalId: string };
export type BonusGrantInput = PlayerAmount & { bonusId: string };
export type BonusSettleInput = IdempotencyKey & { playerId: number; currency: string; bonusId: string };
export type RacePrizeInput = PlayerAmount & { raceId: string };
export type AdjustmentInput = IdempotencyKey & {
  playerId: number;
  currency: string;
  /** Signed: a positive amount credits the player, a negative one debits cash. */
  amountMinor: number;
  reason: string;
  operator: string;
};
export type ClawbackInput = PlayerAmount & { provider: string; reason: string };

const REVENUE_PURPOSE: Record<Product, HouseAccountPurpose> = { casino: 'game_revenue', sportsbook: 'sportsbook' };
const BONUS_HOUSE_KEY = 'bonuses';
const RACE_HOUSE_KEY = 'promo-races';
const ADJUSTMENT_HOUSE_KEY = 'operator';

/**
 * The wallet's ledger: one method per transfer code. Each decides which accounts a business event
 * moves money between and hands the plan to ledger_post, which applies it atomically and exactly
 * once per idempotency key. Rejections (insufficient funds, conflicts) come back as values.
 */
export class Ledger {
  readonly accounts: AccountDirectory;
  private readonly executor: LedgerExecutor;

  /**
   * `db` serves reads and may be a transaction; with `preparedQuery` (the database's named prepared
   * statements) postings take the faster path outside it. Production passes both.
   */
  constructor(
    private readonly db: Kysely<LedgerTables>,
    preparedQuery?: PreparedQuery,
  ) {
    this.accounts = new AccountDirectory(db);
    this.executor = preparedQuery ? { preparedQuery } : { kysely: db };
  }

  /** A deposit credits cash (repaying any debt first); the fee, if any, is the operator's income. */
  async deposit(input: DepositInput): Promise<PostResult> {
    const feeMinor = input.feeMinor ?? 0;
    assertAmounts(input.amountMinor, feeMinor);
    const player = await this.accounts.playerAccounts(input.playerId, input.currency);
    const clearing = await this.house('payment_clearing', input.provider, input);
    const legs: Leg[] = [{ op: 'give', from: clearing, to: [player.debt, player.cash], amount: input.amountMinor }];
    if (feeMinor > 0)
      legs.push({ op: 'move', from: clearing, to: await this.house('fees', input.provider, input), amount: feeMinor });
    return this.post(input, 'deposit', { provider: input.provider, amount: input.amountMinor, fee: feeMinor }, legs);
  }

  /** Moves cash into the player's withdrawal hold; the transfer's holdId names the hold. */
  async holdWithdrawal(input: WithdrawalHoldInput): Promise<PostResult> {
    assertAmounts(input.amountMinor);
    // A hold of nothing could never be resolved (resolving moves exactly its amount out).
    if (input.amountMinor === 0) throw new Error('a withdrawal hold needs a positive amount');
    const player = await this.accounts.playerAccounts(input.playerId, input.currency);
    const legs: Leg[] = [{ op: 'take', from: [player.cash], to: player.withdrawal_hold, amount: input.amountMinor }];
    return this.post(input, 'withdrawal_hold', { amount: input.amountMinor }, legs, { open: player.withdrawal_hold });
  }

  /** The provider paid the withdrawal: the hold goes to the provider's clearing account, less the fee. */
  async payWithdrawal(input: WithdrawalPaidInput): Promise<PostResult> {
    const feeMinor = input.feeMinor ?? 0;
    assertAmounts(feeMinor);
    const hold = await this.findHold(input.holdId);
    if (!hold) return { ok: false, error: { code: 'HOLD_NOT_FOUND', details: { holdId: input.holdId } } };
    if (feeMinor > hold.amount) throw new Error(`withdrawal fee ${feeMinor} exceeds the held ${hold.amount}`);
    const owner = { ...input, playerId: hold.player_id, currency: hold.currency };
    const legs: Leg[] = [
      {
        op: 'move',
        from: hold.account_id,
        to: await this.house('payment_clearing', input.provider, owner),
        amount: hold.amount - feeMinor,
      },
    ];
    if (feeMinor > 0)
      legs.push({
        op: 'move',
        from: hold.account_id,
        to: await this.house('fees', input.provider, owner),
        amount: feeMinor,
      });
    return this.post(owner, 'withdrawal_paid', { holdId: hold.id, provider: input.provider, fee: feeMinor }, legs, {
      resolve: hold.id,
      state: 'posted',
    });
  }

  /** The withdrawal was cancelled or failed: the hold returns to cash (repaying any debt first). */
  async cancelWithdrawal(input: WithdrawalCancelledInput): Promise<PostResult> {
    const hold = await this.findHold(input.holdId);
    if (!hold) return { ok: false, error: { code: 'HOLD_NOT_FOUND', details: { holdId: input.holdId } } };
    const owner = { ...input, playerId: hold.player_id, currency: hold.currency };
    const player = await this.accounts.playerAccounts(hold.player_id, hold.currency);
    const legs: Leg[] = [{ op: 'give', from: hold.account_id, to: [player.debt, player.cash], amount: hold.amount }];
    return this.post(owner, 'withdrawal_cancelled', { holdId: hold.id }, legs, { resolve: hold.id, state: 'voided' });
  }

  /** A stake takes cash first, then bonus money. */
  async bet(input: BetInput): Promise<PostResult> {
    assertAmounts(input.amountMinor);
    const player = await this.accounts.playerAccounts(input.playerId, input.currency);
    const revenue = await this.house(REVENUE_PURPOSE[input.product], input.provider, input);
    const legs: Leg[] = [{ op: 'take', from: [player.cash, player.bonus], to: revenue, amount: input.amountMinor }];
    return this.post(input, 'bet', roundFacts(input), legs, undefined, input.roundId);
  }

  /** A payout returns to cash and bonus in the proportion that funded the round's stakes. */
  async win(input: WinInput): Promise<PostResult> {
    assertAmounts(input.amountMinor);
    const player = await this.accounts.playerAccounts(input.playerId, input.currency);
    const revenue = await this.house(REVENUE_PURPOSE[input.product], input.provider, input);
    // Most rounds lose: a win of 0 has nothing to split, so the round's funding is not read.
    const funding = input.amountMinor === 0 ? { cashMinor: 0, bonusMinor: 0 } : await this.roundFunding(input);
    const bonusShare = shareOf(input.amountMinor, funding.bonusMinor, funding.cashMinor + funding.bonusMinor);
    const legs: Leg[] = [
      { op: 'give', from: revenue, to: [player.debt, player.cash], amount: input.amountMinor - bonusShare },
      { op: 'give', from: revenue, to: [player.bonus], amount: bonusShare },
    ];
    return this.post(input, 'win', roundFacts(input), legs, undefined, input.roundId);
  }

  /**
   * Reverses a bet or a win exactly once. A bet's stake returns to where it came from; a win is
   * taken back from cash, then bonus, and what the player no longer has becomes debt.
   */
  async rollback(input: RollbackInput): Promise<PostResult> {
    const original = await this.db
      .selectFrom('ledger_transfers')
      .selectAll()
      .where('source', '=', input.source)
      .where('external_id', '=', input.referenceExternalId)
      .executeTakeFirst();
    if (!original) {
      return {
        ok: false,
        error: { code: 'TRANSFER_NOT_FOUND', details: { referenceExternalId: input.referenceExternalId } },
      };
    }
    if ((original.code !== 'bet' && original.code !== 'win') || original.player_id === null) {
      return {
        ok: false,
        error: { code: 'NOT_REVERSIBLE', details: { transferId: original.id, code: original.code } },
      };
    }
    const player = await this.accounts.playerAccounts(original.player_id, original.currency);
    const entries = await this.db
      .selectFrom('ledger_entries')
      .select(['account_id', 'amount'])
      .where('transfer_id', '=', original.id)
      .execute();
    const legs = reversalLegs(original.code, player, entries);
    const owner = { ...input, playerId: original.player_id, currency: original.currency };
    return this.post(
      owner,
      'rollback',
      { referenceExternalId: input.referenceExternalId },
      legs,
      undefined,
      original.round_id ?? undefined,
      original.id,
    );
  }

  async grantBonus(input: BonusGrantInput): Promise<PostResult> {
    assertAmounts(input.amountMinor);
    const player = await this.accounts.playerAccounts(input.playerId, input.currency);
    const cost = await this.house('bonus_cost', BONUS_HOUSE_KEY, input);
    const legs: Leg[] = [{ op: 'give', from: cost, to: [player.bonus], amount: input.amountMinor }];
    return this.post(input, 'bonus_grant', { bonusId: input.bonusId, amount: input.amountMinor }, legs);
  }

  /** Wagering completed: the whole bonus balance becomes cash (repaying any debt first). */
  async convertBonus(input: BonusSettleInput): Promise<PostResult> {
    const player = await this.accounts.playerAccounts(input.playerId, input.currency);
    const legs: Leg[] = [{ op: 'sweep', from: player.bonus, to: [player.debt, player.cash] }];
    return this.post(input, 'bonus_convert', { bonusId: input.bonusId }, legs);
  }

  /** The bonus expired or was given up: the whole bonus balance returns to the bonus budget. */
  async forfeitBonus(input: BonusSettleInput): Promise<PostResult> {
    const player = await this.accounts.playerAccounts(input.playerId, input.currency);
    const cost = await this.house('bonus_cost', BONUS_HOUSE_KEY, input);
    const legs: Leg[] = [{ op: 'sweep', from: player.bonus, to: [cost] }];
    return this.post(input, 'bonus_forfeit', { bonusId: input.bonusId }, legs);
  }

  async payRacePrize(input: RacePrizeInput): Promise<PostResult> {
    assertAmounts(input.amountMinor);
    const player = await this.accounts.playerAccounts(input.playerId, input.currency);
    const prizes = await this.house('race_prizes', RACE_HOUSE_KEY, input);
    const legs: Leg[] = [{ op: 'give', from: prizes, to: [player.debt, player.cash], amount: input.amountMinor }];
    return this.post(input, 'race_prize', { raceId: input.raceId, amount: input.amountMinor }, legs);
  }

  /** An operator's correction with a reason: a credit repays debt first; a debit needs the cash. */
  async adjust(input: AdjustmentInput): Promise<PostResult> {
    if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor === 0)
      throw new Error('an adjustment needs a non-zero amount');
    if (!input.reason.trim()) throw new Error('an adjustment needs a reason');
    const player = await this.accounts.playerAccounts(input.playerId, input.currency);
    const house = await this.house('adjustments', ADJUSTMENT_HOUSE_KEY, input);
    const legs: Leg[] =
      input.amountMinor > 0
        ? [{ op: 'give', from: house, to: [player.debt, player.cash], amount: input.amountMinor }]
        : [{ op: 'take', from: [player.cash], to: house, amount: -input.amountMinor }];
    const facts = { amount: input.amountMinor, reason: input.reason, operator: input.operator };
    return this.post(input, 'adjustment', facts, legs);
  }

  /** Money taken back (a chargeback): from cash, and what is not there becomes debt. */
  async clawBack(input: ClawbackInput): Promise<PostResult> {
    assertAmounts(input.amountMinor);
    const player = await this.accounts.playerAccounts(input.playerId, input.currency);
    const clearing = await this.house('payment_clearing', input.provider, input);
    const legs: Leg[] = [
      { op: 'take', from: [player.cash], to: clearing, amount: input.amountMinor, shortfall: player.debt },
    ];
    return this.post(
      input,
      'clawback',
      { provider: input.provider, amount: input.amountMinor, reason: input.reason },
      legs,
    );
  }

  private house(purpose: HouseAccountPurpose, key: string, owner: { currency: string; playerId: number }) {
    return this.accounts.houseAccount(purpose, key, owner.currency, owner.playerId);
  }

  private findHold(holdId: number) {
    return this.db.selectFrom('ledger_holds').selectAll().where('id', '=', holdId).executeTakeFirst();
  }

  /** Cash and bonus that funded the round's stakes (ROUND_FUNDING_STATEMENT). */
  private async roundFunding(input: WinInput): Promise<{ cashMinor: number; bonusMinor: number }> {
    const values = [input.source, input.roundId, input.playerId, input.currency];
    const rows =
      'preparedQuery' in this.executor
        ? await this.executor.preparedQuery<RoundFundingRow>(ROUND_FUNDING_STATEMENT, values)
        : (await this.db.executeQuery(CompiledQuery.raw(ROUND_FUNDING_STATEMENT.text, values))).rows;
    const funded = new Map((rows as RoundFundingRow[]).map((row) => [row.purpose, Number(row.funded)]));
    return { cashMinor: funded.get('cash') ?? 0, bonusMinor: funded.get('bonus') ?? 0 };
  }

  /**
   * `facts` become the transfer's stored metadata and its request hash, so their keys stay the
   * stored ones (`amount`, `fee`): renaming them would change the hash of every earlier request
   * and turn an honest replay into IDEMPOTENCY_CONFLICT.
   */
  private post(
    owner: IdempotencyKey & { playerId: number; currency: string },
    code: TransferCode,
    facts: Record<string, string | number>,
    legs: Leg[],
    hold?: PostRequest['hold'],
    roundId?: string,
    reversesTransferId?: number,
  ): Promise<PostResult> {
    const request: PostRequest = {
      source: owner.source,
      externalId: owner.externalId,
      requestHash: requestHash({ code, playerId: owner.playerId, currency: owner.currency, roundId, ...facts }),
      code,
      currency: owner.currency,
      playerId: owner.playerId,
      legs: legs.filter((leg) => leg.op === 'sweep' || leg.amount > 0),
      metadata: facts,
    };
    if (roundId !== undefined) request.roundId = roundId;
    if (reversesTransferId !== undefined) request.reversesTransferId = reversesTransferId;
    if (hold) request.hold = hold;
    return postTransfer(this.executor, request);
  }
}

function roundFacts(input: BetInput) {
  return { provider: input.provider, product: input.product, gameCode: input.gameCode, amount: input.amountMinor };
}

function assertAmounts(...amounts: number[]) {
  for (const amount of amounts) {
    if (!Number.isSafeInteger(amount) || amount < 0)
      throw new Error(`amount must be a non-negative safe integer, got ${amount}`);
  }
}

/** floor(amount × part / whole) without losing precision on large amounts. */
export function shareOf(amount: number, part: number, whole: number): number {
  if (whole <= 0 || part <= 0) return 0;
  return Number((BigInt(amount) * BigInt(part)) / BigInt(whole));
}

function reversalLegs(
  code: 'bet' | 'win',
  player: PlayerAccounts,
  entries: Array<{ account_id: AccountId; amount: number }>,
): Leg[] {
  const playerAccountIds = new Set<AccountId>(Object.values(player));
  const house = entries.find((entry) => !playerAccountIds.has(entry.account_id));
  if (!house) return [];
  const amountOn = (account: AccountId) => entries.find((entry) => entry.account_id === account)?.amount ?? 0;
  if (code === 'bet') {
    return [
      { op: 'give', from: house.account_id, to: [player.debt, player.cash], amount: -amountOn(player.cash) },
      { op: 'give', from: house.account_id, to: [player.bonus], amount: -amountOn(player.bonus) },
    ];
  }
  const credited = amountOn(player.cash) + amountOn(player.bonus) + amountOn(player.debt);
  return [
    { op: 'take', from: [player.cash, player.bonus], to: house.account_id, amount: credited, shortfall: player.debt },
  ];
}
