import type { EligibleBonus } from '@vauhti/contracts/cashier';
import { oneMajorInMinor, stripToDigits } from '@vauhti/money';
import type { DepositStep } from '../../../lib/navigation/query-params';

/*
 * The deposit's bonus step (spec part 1 section 4, "Bonus step visibility"): which bonuses the
 * cashier offers, in which order, whether the step shows, which bonus a link's code picks, and the
 * deposit range a bonus takes (section 5). Pure, so each rule is proven on its own.
 */

/** At most this many bonus cards; locked placeholders fill the rest (spec section 9). */
export const BONUS_SLOTS = 4;

/** The bonuses the cashier shows: a non-empty code and showOnCashier, highest priority first. */
export function cashierBonuses(bonuses: readonly EligibleBonus[]): EligibleBonus[] {
  return (
    bonuses
      .filter((bonus) => bonus.bonusCode.trim() !== '' && bonus.showOnCashier)
      .map((bonus, index) => ({ bonus, index }))
      // A stable sort: equal priorities keep the platform's order.
      .sort((a, b) => b.bonus.priority - a.bonus.priority || a.index - b.index)
      .map(({ bonus }) => bonus)
  );
}

export type BonusStepRequest = {
  /** The link asked for the bonus step: from=depositBonus, or a bonus code (bonus, bonuscode). */
  requested: boolean;
  /** A quick-registration promotion stored a bonus for the first deposit. */
  storedPromoBonus: boolean;
  userStatus: 'play' | 'real';
  step: DepositStep | undefined;
  bonuses: readonly EligibleBonus[];
};

/**
 * Shown when asked for (a link, a stored promotion bonus, a play-money player's first deposit, or
 * the select-bonus step) and at least one bonus is offered; skipped otherwise.
 */
export function showsBonusStep(request: BonusStepRequest): boolean {
  const asked =
    request.requested || request.storedPromoBonus || request.userStatus === 'play' || request.step === 'select-bonus';
  return asked && cashierBonuses(request.bonuses).length > 0;
}

/** The bonus a code picks (compared without case), else the first offered; null when none is offered. */
export function chosenBonus(offered: readonly EligibleBonus[], code: string | undefined): EligibleBonus | null {
  const wanted = code?.trim().toLowerCase();
  const match = wanted ? offered.find((bonus) => bonus.bonusCode.trim().toLowerCase() === wanted) : undefined;
  return match ?? offered[0] ?? null;
}

/**
 * The deposit range a bonus takes in a currency (spec section 5): the smallest minimum and the
 * largest maximum across its tiers, in minor units; null when the bonus has no tier in it.
 */
export function bonusDepositBounds(
  bonus: EligibleBonus,
  currency: string,
): { minMinor: number; maxMinor: number } | null {
  const tiers = bonus.currencyTier[currency];
  if (!tiers || tiers.length === 0) return null;
  return {
    minMinor: Math.min(...tiers.map((tier) => tier.minDepositValue)),
    maxMinor: Math.max(...tiers.map((tier) => tier.maxDepositValue)),
  };
}

/** The slots of the bonus carousel: the offered bonuses, then locked placeholders up to four. */
export function bonusSlots(offered: readonly EligibleBonus[]): (EligibleBonus | 'locked')[] {
  const locked = Math.max(0, BONUS_SLOTS - offered.length);
  return [...offered, ...Array.from({ length: locked }, () => 'locked' as const)];
}

/*
 * The bonus step's own screen rules: the games a bonus offers, the amount the player types and
 * whether it fits the bonus, the tier that amount lands in, and when the step may move on.
 */

/** The bonus carousel shows its arrows only above this many bonuses (spec section 9). */
export const BONUS_ARROWS_HIDDEN_AT_MOST = 4;
/** The game carousel shows its arrows only above this many games (spec section 9). */
export const GAME_ARROWS_HIDDEN_AT_MOST = 5;

export function showsBonusArrows(bonusCount: number): boolean {
  return bonusCount > BONUS_ARROWS_HIDDEN_AT_MOST;
}

export function showsGameArrows(gameCount: number): boolean {
  return gameCount > GAME_ARROWS_HIDDEN_AT_MOST;
}

/** The games of a bonus's carousel: its filtered list when the platform gave one, else all its games. */
export function bonusGameCodes(bonus: EligibleBonus): string[] {
  return bonus.filteredGameIds.length > 0 ? bonus.filteredGameIds : bonus.gameIds;
}

/** The offered bonus whose code is exactly this one (compared without case), or null: no fallback. */
export function offeredBonusWithCode(offered: readonly EligibleBonus[], code: string): EligibleBonus | null {
  const wanted = code.trim().toLowerCase();
  if (wanted === '') return null;
  return offered.find((bonus) => bonus.bonusCode.trim().toLowerCase() === wanted) ?? null;
}

/**
 * The longest amount the player may type, in whole major units. Nine digits hold every real
 * deposit and keep the minor amount a safe integer in every currency (at most 10^13 for KWD).
 */
export const BONUS_AMOUNT_DIGITS_MAX = 9;

/** What the amount field keeps of typed text: ASCII digits only, at most BONUS_AMOUNT_DIGITS_MAX. */
export function bonusAmountText(typed: string): string {
  return stripToDigits(typed).slice(0, BONUS_AMOUNT_DIGITS_MAX);
}

/** The amount field's digits (whole major units) in minor units; null when the field is empty. */
export function bonusAmountMinor(amountText: string, currency: string): number | null {
  const digits = bonusAmountText(amountText);
  if (digits === '') return null;
  return Number(digits) * oneMajorInMinor(currency);
}

export type InitialBonusAmount = {
  /** The link's amount query, in major units. */
  initialAmount: string | undefined;
  /** VIP players' amount query is ignored (spec section 4). */
  vip: boolean;
  /** The currency's quick amounts in whole major units; the second is the default. */
  quickAmounts: readonly number[];
};

/** The amount field's first digits: the link's amount unless the player is VIP, else the second quick amount. */
export function initialBonusAmountText({ initialAmount, vip, quickAmounts }: InitialBonusAmount): string {
  const fromLink = vip || initialAmount === undefined ? '' : bonusAmountText(initialAmount.split('.')[0] ?? '');
  if (fromLink !== '') return fromLink;
  const quick = quickAmounts[1] ?? quickAmounts[0];
  return quick === undefined ? '' : bonusAmountText(String(Math.trunc(quick)));
}

export type BonusAmountCheck =
  | { ok: true }
  | { ok: false; code: 'AMOUNT_MISSING' | 'NO_TIER_IN_CURRENCY' }
  | { ok: false; code: 'AMOUNT_TOO_SMALL' | 'AMOUNT_TOO_LARGE'; minMinor: number; maxMinor: number };

/**
 * The bonus step's amount check (spec section 5): more than 0 and inside the bonus's deposit range
 * in the player's currency. A bonus with no tier in that currency takes no amount at all.
 */
export function checkBonusAmount(amountMinor: number | null, bonus: EligibleBonus, currency: string): BonusAmountCheck {
  const bounds = bonusDepositBounds(bonus, currency);
  if (!bounds) return { ok: false, code: 'NO_TIER_IN_CURRENCY' };
  if (amountMinor === null) return { ok: false, code: 'AMOUNT_MISSING' };
  if (amountMinor <= 0 || amountMinor < bounds.minMinor) return { ok: false, code: 'AMOUNT_TOO_SMALL', ...bounds };
  if (amountMinor > bounds.maxMinor) return { ok: false, code: 'AMOUNT_TOO_LARGE', ...bounds };
  return { ok: true };
}

export type BonusTier = { minMinor: number; maxMinor: number };

/** A bonus's tiers in a currency, lowest minimum first, in minor units; empty when it has none there. */
export function bonusTiers(bonus: EligibleBonus, currency: string): BonusTier[] {
  return (bonus.currencyTier[currency] ?? [])
    .map((tier) => ({ minMinor: tier.minDepositValue, maxMinor: tier.maxDepositValue }))
    .sort((a, b) => a.minMinor - b.minMinor || a.maxMinor - b.maxMinor);
}

/**
 * The tier an amount lands in (its position among bonusTiers), or null when it lands in none: the
 * tiers may leave gaps, so an amount inside the overall range can still miss every tier.
 */
export function tierForAmount(
  bonus: EligibleBonus,
  currency: string,
  amountMinor: number | null,
): { tier: BonusTier; index: number; count: number } | null {
  if (amountMinor === null) return null;
  const tiers = bonusTiers(bonus, currency);
  const index = tiers.findIndex((tier) => tier.minMinor <= amountMinor && amountMinor <= tier.maxMinor);
  const tier = tiers[index];
  return tier ? { tier, index, count: tiers.length } : null;
}

export type BonusStepState = {
  bonus: EligibleBonus | null;
  amountMinor: number | null;
  currency: string;
  termsAccepted: boolean;
};

/** What still keeps Next disabled, in the order the screen asks for it; empty when the step may move on. */
export function bonusStepBlockers(state: BonusStepState): ('bonusCode' | 'amount' | 'terms')[] {
  const blockers: ('bonusCode' | 'amount' | 'terms')[] = [];
  if (!state.bonus || state.bonus.bonusCode.trim() === '') blockers.push('bonusCode');
  if (!state.bonus || !checkBonusAmount(state.amountMinor, state.bonus, state.currency).ok) blockers.push('amount');
  if (!state.termsAccepted) blockers.push('terms');
  return blockers;
}

/** How close to the end (in CSS pixels) counts as the end: zoomed screens leave a fraction of a pixel. */
export const SCROLL_END_TOLERANCE_PX = 4;

export type ScrollMetrics = { scrollTop: number; scrollHeight: number; clientHeight: number };

/** Whether a scroll box shows its last line: scrolled to the end, or too short to scroll at all. */
export function isScrolledToEnd({ scrollTop, scrollHeight, clientHeight }: ScrollMetrics): boolean {
  return scrollHeight - clientHeight - scrollTop <= SCROLL_END_TOLERANCE_PX;
}
