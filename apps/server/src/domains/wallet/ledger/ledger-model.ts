import type {
  AdjustmentInput,
  BetInput,
  BonusGrantInput,
  BonusSettleInput,
  ClawbackInput,
  DepositInput,
  RacePrizeInput,
  RollbackInput,
  WinInput,
  WithdrawalCancelledInput,
  WithdrawalHoldInput,
  WithdrawalPaidInput,
} from './ledger';
import type { TransferCode } from './ledger-tables';
import type { LedgerRejectionCode, PostedTransfer } from './post-transfer';

/*
 * An in-memory model of the wallet ledger for ledger.model.db.test.ts (it is used by no
 * production code). It predicts the answer to every Ledger call and the player balances that
 * follow from the rules of architecture section 3 and ADR 0005 alone, never from the database: the
 * only things it learns from the database are the ids it hands out (transfer and hold ids).
 */

/** One call of a Ledger method, exactly as the test makes it. */
export type LedgerRequest =
  | { method: 'deposit'; input: DepositInput }
  | { method: 'holdWithdrawal'; input: WithdrawalHoldInput }
  | { method: 'payWithdrawal'; input: WithdrawalPaidInput }
  | { method: 'cancelWithdrawal'; input: WithdrawalCancelledInput }
  | { method: 'bet'; input: BetInput }
  | { method: 'win'; input: WinInput }
  | { method: 'rollback'; input: RollbackInput }
  | { method: 'grantBonus'; input: BonusGrantInput }
  | { method: 'convertBonus'; input: BonusSettleInput }
  | { method: 'forfeitBonus'; input: BonusSettleInput }
  | { method: 'payRacePrize'; input: RacePrizeInput }
  | { method: 'adjust'; input: AdjustmentInput }
  | { method: 'clawBack'; input: ClawbackInput };

export type LedgerMethod = LedgerRequest['method'];

export const TRANSFER_CODE_OF: Record<LedgerMethod, TransferCode> = {
  deposit: 'deposit',
  holdWithdrawal: 'withdrawal_hold',
  payWithdrawal: 'withdrawal_paid',
  cancelWithdrawal: 'withdrawal_cancelled',
  bet: 'bet',
  win: 'win',
  rollback: 'rollback',
  grantBonus: 'bonus_grant',
  convertBonus: 'bonus_convert',
  forfeitBonus: 'bonus_forfeit',
  payRacePrize: 'race_prize',
  adjust: 'adjustment',
  clawBack: 'clawback',
};

/** A player's money in one currency, as readBalances reports it (debt as a positive amount owed). */
export type Wallet = { cash: number; bonus: number; withdrawalHold: number; debt: number };
export type WalletRef = { playerId: number; currency: string };

/** What the model says a call answers. */
export type Expected =
  | {
      kind: 'posted';
      code: TransferCode;
      playerId: number;
      currency: string;
      roundId: string | null;
      reversesTransferId: number | null;
      opensHold: boolean;
    }
  | { kind: 'replayed'; transfer: PostedTransfer }
  | { kind: 'rejected'; code: LedgerRejectionCode; details: Record<string, unknown> }
  /** A programming error in the caller (a hold of nothing, a payout fee above the hold): thrown, not answered. */
  | { kind: 'throws' };

type ModelTransfer = {
  fingerprint: string;
  code: TransferCode;
  wallet: WalletRef;
  roundId: string | null;
  /** Bets and wins: the round they belong to, per source, player and currency. */
  roundKey: string | null;
  /** Bets: where the stake came from. */
  funding: { cash: number; bonus: number } | null;
  /** Wins: what the player was credited, in total. */
  credited: number;
  reversed: boolean;
  /** Set once the database has answered; the model predicted everything else. */
  posted: PostedTransfer | null;
};

export type ModelHold = {
  holdId: number | null;
  openedByKey: string;
  wallet: WalletRef;
  amountMinor: number;
  state: 'open' | 'posted' | 'voided';
  resolvedByKey: string | null;
};

const keyOf = (input: { source: string; externalId: string }) => `${input.source}|${input.externalId}`;

/**
 * What makes two requests with one idempotency key "the same request": the method and every
 * input field except the key. An omitted fee means no fee, so it is the same as a fee of 0.
 */
export function fingerprint(request: LedgerRequest): string {
  const { source: _source, externalId: _externalId, ...payload } = request.input;
  const normalised: Record<string, unknown> = { ...payload };
  if (request.method === 'deposit' || request.method === 'payWithdrawal')
    normalised.feeMinor = request.input.feeMinor ?? 0;
  const fields = Object.keys(normalised)
    .filter((field) => normalised[field] !== undefined)
    .sort()
    .map((field) => [field, normalised[field]]);
  return JSON.stringify([request.method, fields]);
}

/** A credit to cash repays debt first (ADR 0005). */
function credit(wallet: Wallet, amount: number) {
  const repaid = Math.min(amount, wallet.debt);
  wallet.debt -= repaid;
  wallet.cash += amount - repaid;
}

export class LedgerModel {
  readonly holds: ModelHold[] = [];
  /** Every posted transfer of each player, oldest first, as the history should list them. */
  readonly history: Array<WalletRef & { code: TransferCode }> = [];
  private readonly wallets = new Map<string, Wallet>();
  private readonly transfers = new Map<string, ModelTransfer>();

  wallet(ref: WalletRef): Wallet {
    const key = `${ref.playerId}|${ref.currency}`;
    let wallet = this.wallets.get(key);
    if (!wallet) {
      wallet = { cash: 0, bonus: 0, withdrawalHold: 0, debt: 0 };
      this.wallets.set(key, wallet);
    }
    return wallet;
  }

  /** The transfer posted under a key, if any. */
  transferAt(input: { source: string; externalId: string }) {
    return this.transfers.get(keyOf(input));
  }

  /** The wallet a request is about, when the model knows it (an unknown hold or target has none). */
  walletOf(request: LedgerRequest): WalletRef | undefined {
    switch (request.method) {
      case 'payWithdrawal':
      case 'cancelWithdrawal':
        return this.holds.find((hold) => hold.holdId === request.input.holdId)?.wallet;
      case 'rollback':
        return this.transfers.get(keyOf({ ...request.input, externalId: request.input.referenceExternalId }))?.wallet;
      default:
        return { playerId: request.input.playerId, currency: request.input.currency };
    }
  }

  /** Predicts the answer to a request and applies what it does to the model. */
  handle(request: LedgerRequest): Expected {
    switch (request.method) {
      case 'payWithdrawal':
      case 'cancelWithdrawal':
        return this.resolveHold(request);
      case 'rollback':
        return this.rollback(request);
      case 'holdWithdrawal':
        // A hold of nothing is a caller error, refused before the key is looked at.
        if (request.input.amountMinor === 0) return { kind: 'throws' };
        return this.claimKey(request) ?? this.postForPlayer(request);
      default:
        return this.claimKey(request) ?? this.postForPlayer(request);
    }
  }

  /** Learns the ids the database gave a transfer that the model predicted would post. */
  recordPosted(request: LedgerRequest, transfer: PostedTransfer) {
    const modelTransfer = this.transfers.get(keyOf(request.input));
    if (!modelTransfer) throw new Error(`the model did not post ${keyOf(request.input)}`);
    modelTransfer.posted = transfer;
    const hold = this.holds.find((candidate) => candidate.openedByKey === keyOf(request.input));
    if (hold) hold.holdId = transfer.holdId;
  }

  /** Same key: the same request is replayed, a different one is a conflict; nothing moves. */
  private claimKey(request: LedgerRequest): Expected | undefined {
    const existing = this.transfers.get(keyOf(request.input));
    if (!existing) return undefined;
    const original = postedOf(existing);
    if (existing.fingerprint === fingerprint(request)) return { kind: 'replayed', transfer: original };
    return { kind: 'rejected', code: 'IDEMPOTENCY_CONFLICT', details: { transferId: original.transferId } };
  }

  private postForPlayer(
    request: Exclude<LedgerRequest, { method: 'payWithdrawal' | 'cancelWithdrawal' | 'rollback' }>,
  ) {
    const ref = { playerId: request.input.playerId, currency: request.input.currency };
    const wallet = this.wallet(ref);
    switch (request.method) {
      case 'deposit':
      case 'payRacePrize':
        credit(wallet, request.input.amountMinor);
        return this.post(request, ref);
      case 'holdWithdrawal': {
        const amountMinor = request.input.amountMinor;
        if (amountMinor > wallet.cash) return insufficientFunds(amountMinor, amountMinor - wallet.cash);
        wallet.cash -= amountMinor;
        wallet.withdrawalHold += amountMinor;
        const openedByKey = keyOf(request.input);
        this.holds.push({ holdId: null, openedByKey, wallet: ref, amountMinor, state: 'open', resolvedByKey: null });
        return this.post(request, ref);
      }
      case 'bet':
        return this.bet(request.input, wallet, ref, request);
      case 'win':
        return this.win(request.input, wallet, ref, request);
      case 'grantBonus':
        wallet.bonus += request.input.amountMinor;
        return this.post(request, ref);
      case 'convertBonus':
        credit(wallet, wallet.bonus);
        wallet.bonus = 0;
        return this.post(request, ref);
      case 'forfeitBonus':
        wallet.bonus = 0;
        return this.post(request, ref);
      case 'adjust':
        return this.adjust(request.input, wallet, ref, request);
      case 'clawBack': {
        const fromCash = Math.min(wallet.cash, request.input.amountMinor);
        wallet.cash -= fromCash;
        wallet.debt += request.input.amountMinor - fromCash;
        return this.post(request, ref);
      }
    }
  }

  /** Cash first, then bonus; the stake is refused whole when cash and bonus together fall short. */
  private bet(input: BetInput, wallet: Wallet, ref: WalletRef, request: LedgerRequest): Expected {
    const available = wallet.cash + wallet.bonus;
    if (input.amountMinor > available) return insufficientFunds(input.amountMinor, input.amountMinor - available);
    const cash = Math.min(wallet.cash, input.amountMinor);
    const bonus = input.amountMinor - cash;
    wallet.cash -= cash;
    wallet.bonus -= bonus;
    return this.post(request, ref, { roundId: input.roundId, funding: { cash, bonus } });
  }

  /** The win's bonus share is floor(amount × bonus funded / all funded) over the round's live bets. */
  private win(input: WinInput, wallet: Wallet, ref: WalletRef, request: LedgerRequest): Expected {
    const roundKey = roundKeyOf(input.source, input.roundId, ref);
    let fundedCash = 0;
    let fundedBonus = 0;
    for (const transfer of this.transfers.values()) {
      if (transfer.code !== 'bet' || transfer.roundKey !== roundKey || transfer.reversed || !transfer.funding) continue;
      fundedCash += transfer.funding.cash;
      fundedBonus += transfer.funding.bonus;
    }
    const funded = fundedCash + fundedBonus;
    // In bigint: amount × bonus funded can pass 2^53 long before either does.
    const bonusShare = funded === 0 ? 0 : Number((BigInt(input.amountMinor) * BigInt(fundedBonus)) / BigInt(funded));
    credit(wallet, input.amountMinor - bonusShare);
    wallet.bonus += bonusShare;
    return this.post(request, ref, { roundId: input.roundId, credited: input.amountMinor });
  }

  private adjust(input: AdjustmentInput, wallet: Wallet, ref: WalletRef, request: LedgerRequest): Expected {
    if (input.amountMinor > 0) {
      credit(wallet, input.amountMinor);
      return this.post(request, ref);
    }
    const debit = -input.amountMinor;
    if (debit > wallet.cash) return insufficientFunds(debit, debit - wallet.cash);
    wallet.cash -= debit;
    return this.post(request, ref);
  }

  /** A hold resolves exactly once: paid out to the provider or returned to cash. */
  private resolveHold(request: Extract<LedgerRequest, { method: 'payWithdrawal' | 'cancelWithdrawal' }>): Expected {
    const hold = this.holds.find((candidate) => candidate.holdId === request.input.holdId);
    if (!hold) return { kind: 'rejected', code: 'HOLD_NOT_FOUND', details: { holdId: request.input.holdId } };
    // The fee is checked against the hold before the key is looked at: a fee above the amount is a caller bug.
    if (request.method === 'payWithdrawal' && (request.input.feeMinor ?? 0) > hold.amountMinor)
      return { kind: 'throws' };
    const claimed = this.claimKey(request);
    if (claimed) return claimed;
    if (hold.state !== 'open') {
      const resolvedBy = this.transfers.get(hold.resolvedByKey ?? '');
      const transferId = resolvedBy ? postedOf(resolvedBy).transferId : null;
      return {
        kind: 'rejected',
        code: 'HOLD_ALREADY_RESOLVED',
        details: { holdId: hold.holdId, state: hold.state, transferId },
      };
    }
    const wallet = this.wallet(hold.wallet);
    wallet.withdrawalHold -= hold.amountMinor;
    if (request.method === 'cancelWithdrawal') credit(wallet, hold.amountMinor);
    hold.state = request.method === 'payWithdrawal' ? 'posted' : 'voided';
    hold.resolvedByKey = keyOf(request.input);
    return this.post(request, hold.wallet);
  }

  /**
   * A bet's stake returns to where it came from (cash repaying debt first); a win is taken back
   * from cash, then bonus, and the rest becomes debt. Each bet or win is reversed at most once.
   */
  private rollback(request: Extract<LedgerRequest, { method: 'rollback' }>): Expected {
    const target = this.transfers.get(keyOf({ ...request.input, externalId: request.input.referenceExternalId }));
    if (!target) {
      return {
        kind: 'rejected',
        code: 'TRANSFER_NOT_FOUND',
        details: { referenceExternalId: request.input.referenceExternalId },
      };
    }
    const original = postedOf(target);
    if (target.code !== 'bet' && target.code !== 'win') {
      return {
        kind: 'rejected',
        code: 'NOT_REVERSIBLE',
        details: { transferId: original.transferId, code: target.code },
      };
    }
    const claimed = this.claimKey(request);
    if (claimed) return claimed;
    if (target.reversed)
      return { kind: 'rejected', code: 'ALREADY_REVERSED', details: { transferId: original.transferId } };
    const wallet = this.wallet(target.wallet);
    if (target.funding) {
      credit(wallet, target.funding.cash);
      wallet.bonus += target.funding.bonus;
    } else {
      const fromCash = Math.min(wallet.cash, target.credited);
      const fromBonus = Math.min(wallet.bonus, target.credited - fromCash);
      wallet.cash -= fromCash;
      wallet.bonus -= fromBonus;
      wallet.debt += target.credited - fromCash - fromBonus;
    }
    target.reversed = true;
    return this.post(request, target.wallet, { roundId: target.roundId, reverses: original.transferId });
  }

  private post(
    request: LedgerRequest,
    ref: WalletRef,
    facts: {
      roundId?: string | null;
      funding?: { cash: number; bonus: number };
      credited?: number;
      reverses?: number;
    } = {},
  ): Expected {
    const code = TRANSFER_CODE_OF[request.method];
    const roundId = facts.roundId ?? null;
    const isRoundTransfer = code === 'bet' || code === 'win';
    this.transfers.set(keyOf(request.input), {
      fingerprint: fingerprint(request),
      code,
      wallet: ref,
      roundId,
      roundKey: isRoundTransfer && roundId !== null ? roundKeyOf(request.input.source, roundId, ref) : null,
      funding: facts.funding ?? null,
      credited: facts.credited ?? 0,
      reversed: false,
      posted: null,
    });
    this.history.push({ ...ref, code });
    return {
      kind: 'posted',
      code,
      playerId: ref.playerId,
      currency: ref.currency,
      roundId,
      reversesTransferId: facts.reverses ?? null,
      opensHold: request.method === 'holdWithdrawal',
    };
  }
}

/** A round is one game round of one player in one currency, as its provider (source) names it. */
function roundKeyOf(source: string, roundId: string, ref: WalletRef) {
  return `${source}|${roundId}|${ref.playerId}|${ref.currency}`;
}

function insufficientFunds(requested: number, missing: number): Expected {
  return { kind: 'rejected', code: 'INSUFFICIENT_FUNDS', details: { requested, missing } };
}

function postedOf(transfer: ModelTransfer): PostedTransfer {
  if (!transfer.posted) throw new Error('the model used a transfer the database never answered for');
  return transfer.posted;
}
