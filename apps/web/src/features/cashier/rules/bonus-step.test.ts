import type { EligibleBonus } from '@vauhti/contracts/cashier';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BONUS_AMOUNT_DIGITS_MAX,
  bonusAmountMinor,
  bonusAmountText,
  bonusDepositBounds,
  bonusGameCodes,
  bonusSlots,
  bonusStepBlockers,
  bonusTiers,
  cashierBonuses,
  checkBonusAmount,
  chosenBonus,
  initialBonusAmountText,
  isScrolledToEnd,
  offeredBonusWithCode,
  SCROLL_END_TOLERANCE_PX,
  showsBonusArrows,
  showsBonusStep,
  showsGameArrows,
  tierForAmount,
} from './bonus-step';

const bonus = (overrides: Partial<EligibleBonus> = {}): EligibleBonus => ({
  bonusCode: 'WELCOME100',
  bonusGroupId: 'welcome',
  bonusID: '1',
  priority: 10,
  showOnCashier: true,
  gameIds: [],
  filteredGameIds: [],
  currencyTier: { EUR: [{ minDepositValue: 2000, maxDepositValue: 50000 }] },
  ...overrides,
});

const base = { requested: false, storedPromoBonus: false, userStatus: 'real' as const, step: undefined };

describe('the bonuses the cashier offers', () => {
  it('keeps only bonuses with a code and showOnCashier, highest priority first', () => {
    const offered = cashierBonuses([
      bonus({ bonusCode: 'LOW', priority: 1 }),
      bonus({ bonusCode: '', priority: 99 }),
      bonus({ bonusCode: 'HIDDEN', showOnCashier: false, priority: 50 }),
      bonus({ bonusCode: 'HIGH', priority: 20 }),
      bonus({ bonusCode: '  ', priority: 30 }),
    ]);
    expect(offered.map((entry) => entry.bonusCode)).toEqual(['HIGH', 'LOW']);
  });

  it('sorts by priority descending and keeps the platform order among equals (property)', () => {
    const arbitraryBonus = fc.record({
      bonusCode: fc.string({ minLength: 0, maxLength: 4 }),
      priority: fc.integer({ min: -5, max: 5 }),
      showOnCashier: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(arbitraryBonus, { maxLength: 12 }), (entries) => {
        const input = entries.map((entry, index) => bonus({ ...entry, bonusID: String(index) }));
        const offered = cashierBonuses(input);
        for (const entry of offered) expect(entry.bonusCode.trim() !== '' && entry.showOnCashier).toBe(true);
        for (let i = 1; i < offered.length; i += 1) {
          const [before, after] = [offered[i - 1] as EligibleBonus, offered[i] as EligibleBonus];
          expect(
            before.priority > after.priority ||
              (before.priority === after.priority && Number(before.bonusID) < Number(after.bonusID)),
          ).toBe(true);
        }
        expect(offered.length).toBe(
          input.filter((entry) => entry.bonusCode.trim() !== '' && entry.showOnCashier).length,
        );
      }),
    );
  });
});

describe('whether the bonus step shows', () => {
  const offered = [bonus()];
  it('is skipped for a real-money player who did not ask for it', () => {
    expect(showsBonusStep({ ...base, bonuses: offered })).toBe(false);
  });

  it.each([
    ['a link asked for it', { requested: true }],
    ['a quick-registration promotion stored a bonus', { storedPromoBonus: true }],
    ['the player is a play-money player (first deposit)', { userStatus: 'play' as const }],
    ['the step is select-bonus', { step: 'select-bonus' as const }],
  ])('shows when %s', (_reason, change) => {
    expect(showsBonusStep({ ...base, ...change, bonuses: offered })).toBe(true);
  });

  it('is skipped whatever asked for it when no bonus is offered on the cashier', () => {
    expect(
      showsBonusStep({
        requested: true,
        storedPromoBonus: true,
        userStatus: 'play',
        step: 'select-bonus',
        bonuses: [bonus({ showOnCashier: false }), bonus({ bonusCode: '' })],
      }),
    ).toBe(false);
  });
});

describe('the bonus a link picks', () => {
  const offered = [bonus({ bonusCode: 'FIRST' }), bonus({ bonusCode: 'Reload50' })];
  it('matches the code without regard to case', () => {
    expect(chosenBonus(offered, 'reload50')?.bonusCode).toBe('Reload50');
  });
  it('falls back to the first bonus when the code matches none or there is none', () => {
    expect(chosenBonus(offered, 'NOPE')?.bonusCode).toBe('FIRST');
    expect(chosenBonus(offered, undefined)?.bonusCode).toBe('FIRST');
  });
  it('is null when nothing is offered', () => {
    expect(chosenBonus([], 'FIRST')).toBeNull();
  });
});

describe('the deposit range of a bonus', () => {
  it('spans the smallest minimum and the largest maximum of the currency tiers, in minor units', () => {
    const tiered = bonus({
      currencyTier: {
        EUR: [
          { minDepositValue: 5000, maxDepositValue: 10000 },
          { minDepositValue: 1000, maxDepositValue: 4999 },
        ],
      },
    });
    expect(bonusDepositBounds(tiered, 'EUR')).toEqual({ minMinor: 1000, maxMinor: 10000 });
  });
  it('is null for a currency the bonus has no tier in', () => {
    expect(bonusDepositBounds(bonus(), 'SEK')).toBeNull();
  });
});

describe('the bonus slots', () => {
  it('fills up to four with locked placeholders', () => {
    expect(bonusSlots([bonus()])).toEqual([bonus(), 'locked', 'locked', 'locked']);
    expect(bonusSlots([])).toEqual(['locked', 'locked', 'locked', 'locked']);
  });
  it('shows every offered bonus beyond four, with no placeholder', () => {
    const five = Array.from({ length: 5 }, (_, index) => bonus({ bonusID: String(index) }));
    expect(bonusSlots(five)).toHaveLength(5);
    expect(bonusSlots(five)).not.toContain('locked');
  });
});

describe('the carousel arrows', () => {
  it('are hidden with four bonuses or fewer and shown from five', () => {
    expect([0, 1, 4, 5, 9].map(showsBonusArrows)).toEqual([false, false, false, true, true]);
  });
  it('are hidden with five games or fewer and shown from six', () => {
    expect([0, 5, 6].map(showsGameArrows)).toEqual([false, false, true]);
  });
});

describe('the games of a bonus', () => {
  it('are the filtered games when the platform filtered them', () => {
    expect(bonusGameCodes(bonus({ gameIds: ['a', 'b', 'c'], filteredGameIds: ['b'] }))).toEqual(['b']);
  });
  it('are all its games when the filtered list is empty', () => {
    expect(bonusGameCodes(bonus({ gameIds: ['a', 'b'], filteredGameIds: [] }))).toEqual(['a', 'b']);
  });
});

describe('the offered bonus a typed code names', () => {
  const offered = [bonus({ bonusCode: 'FIRST' }), bonus({ bonusCode: 'Reload50' })];
  it('matches without case or surrounding spaces', () => {
    expect(offeredBonusWithCode(offered, ' reload50 ')?.bonusCode).toBe('Reload50');
  });
  it('is null for an empty or unknown code, with no fallback to the first', () => {
    expect(offeredBonusWithCode(offered, '')).toBeNull();
    expect(offeredBonusWithCode(offered, 'RELOAD5')).toBeNull();
  });
});

describe('the bonus amount field', () => {
  it('keeps ASCII digits only, up to the longest amount', () => {
    expect(bonusAmountText('1 000,50 €')).toBe('100050');
    expect(bonusAmountText('١٢٣')).toBe('');
    expect(bonusAmountText('1234567890123')).toHaveLength(BONUS_AMOUNT_DIGITS_MAX);
  });

  it('turns whole major units into minor units of the currency', () => {
    expect(bonusAmountMinor('50', 'EUR')).toBe(5_000);
    expect(bonusAmountMinor('3000', 'JPY')).toBe(3_000);
    expect(bonusAmountMinor('', 'EUR')).toBeNull();
  });

  it('always holds a safe whole number of minor units, whatever is typed (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.constantFrom('EUR', 'JPY', 'KWD', 'NOK'), (typed, currency) => {
        const text = bonusAmountText(typed);
        expect(text).toMatch(/^[0-9]*$/);
        expect(text.length).toBeLessThanOrEqual(BONUS_AMOUNT_DIGITS_MAX);
        const minor = bonusAmountMinor(typed, currency);
        if (text === '') expect(minor).toBeNull();
        else expect(Number.isSafeInteger(minor)).toBe(true);
      }),
    );
  });
});

describe('the first amount of the bonus step', () => {
  const quickAmounts = [20, 50, 100];
  it("is the link's amount for a player who is not VIP", () => {
    expect(initialBonusAmountText({ initialAmount: '75', vip: false, quickAmounts })).toBe('75');
  });
  it("ignores the link's amount for a VIP player and takes the second quick amount", () => {
    expect(initialBonusAmountText({ initialAmount: '75', vip: true, quickAmounts })).toBe('50');
  });
  it('takes the second quick amount without a link amount, the only one when there is one', () => {
    expect(initialBonusAmountText({ initialAmount: undefined, vip: false, quickAmounts })).toBe('50');
    expect(initialBonusAmountText({ initialAmount: undefined, vip: false, quickAmounts: [30] })).toBe('30');
    expect(initialBonusAmountText({ initialAmount: undefined, vip: false, quickAmounts: [] })).toBe('');
  });
  it("keeps the whole units of a link's decimal amount and ignores one without digits", () => {
    expect(initialBonusAmountText({ initialAmount: '40.50', vip: false, quickAmounts })).toBe('40');
    expect(initialBonusAmountText({ initialAmount: 'abc', vip: false, quickAmounts })).toBe('50');
  });
});

describe('the bonus amount check', () => {
  const tiered = bonus({
    currencyTier: {
      EUR: [
        { minDepositValue: 2_000, maxDepositValue: 9_999 },
        { minDepositValue: 10_000, maxDepositValue: 50_000 },
      ],
    },
  });

  it('accepts the range ends and refuses just outside them', () => {
    expect(checkBonusAmount(2_000, tiered, 'EUR')).toEqual({ ok: true });
    expect(checkBonusAmount(50_000, tiered, 'EUR')).toEqual({ ok: true });
    expect(checkBonusAmount(1_999, tiered, 'EUR')).toEqual({
      ok: false,
      code: 'AMOUNT_TOO_SMALL',
      minMinor: 2_000,
      maxMinor: 50_000,
    });
    expect(checkBonusAmount(50_001, tiered, 'EUR')).toMatchObject({ ok: false, code: 'AMOUNT_TOO_LARGE' });
  });

  it('refuses an empty amount, and 0 even when the tiers start at 0', () => {
    expect(checkBonusAmount(null, tiered, 'EUR')).toEqual({ ok: false, code: 'AMOUNT_MISSING' });
    const fromZero = bonus({ currencyTier: { EUR: [{ minDepositValue: 0, maxDepositValue: 1_000 }] } });
    expect(checkBonusAmount(0, fromZero, 'EUR')).toMatchObject({ ok: false, code: 'AMOUNT_TOO_SMALL' });
  });

  it('refuses every amount in a currency the bonus has no tier in', () => {
    expect(checkBonusAmount(5_000, tiered, 'NOK')).toEqual({ ok: false, code: 'NO_TIER_IN_CURRENCY' });
  });

  it('accepts exactly the amounts above 0 within the smallest minimum and largest maximum (property)', () => {
    const tier = fc
      .tuple(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }))
      .map(([a, b]) => ({ minDepositValue: Math.min(a, b), maxDepositValue: Math.max(a, b) }));
    fc.assert(
      fc.property(
        fc.array(tier, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 1_100_000 }),
        (tiers, amount) => {
          const subject = bonus({ currencyTier: { EUR: tiers } });
          const min = Math.min(...tiers.map((entry) => entry.minDepositValue));
          const max = Math.max(...tiers.map((entry) => entry.maxDepositValue));
          const check = checkBonusAmount(amount, subject, 'EUR');
          expect(check.ok).toBe(amount > 0 && amount >= min && amount <= max);
          if (!check.ok && 'minMinor' in check) {
            expect({ minMinor: check.minMinor, maxMinor: check.maxMinor }).toEqual(bonusDepositBounds(subject, 'EUR'));
            expect(check.code).toBe(amount > max ? 'AMOUNT_TOO_LARGE' : 'AMOUNT_TOO_SMALL');
          }
        },
      ),
    );
  });
});

describe('the tier an amount lands in', () => {
  const gapped = bonus({
    currencyTier: {
      EUR: [
        { minDepositValue: 50_000, maxDepositValue: 99_999 },
        { minDepositValue: 2_000, maxDepositValue: 9_999 },
      ],
    },
  });

  it('lists the tiers lowest first', () => {
    expect(bonusTiers(gapped, 'EUR')).toEqual([
      { minMinor: 2_000, maxMinor: 9_999 },
      { minMinor: 50_000, maxMinor: 99_999 },
    ]);
    expect(bonusTiers(gapped, 'NOK')).toEqual([]);
  });

  it('names the tier and its position, and none for an amount in a gap or missing', () => {
    expect(tierForAmount(gapped, 'EUR', 60_000)).toEqual({
      tier: { minMinor: 50_000, maxMinor: 99_999 },
      index: 1,
      count: 2,
    });
    expect(tierForAmount(gapped, 'EUR', 20_000)).toBeNull();
    expect(tierForAmount(gapped, 'EUR', null)).toBeNull();
  });

  it('finds a tier that contains the amount whenever one does (property)', () => {
    const tier = fc
      .tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }))
      .map(([a, b]) => ({ minDepositValue: Math.min(a, b), maxDepositValue: Math.max(a, b) }));
    fc.assert(
      fc.property(fc.array(tier, { maxLength: 5 }), fc.integer({ min: 0, max: 10_000 }), (tiers, amount) => {
        const found = tierForAmount(bonus({ currencyTier: { EUR: tiers } }), 'EUR', amount);
        const contains = tiers.some((entry) => entry.minDepositValue <= amount && amount <= entry.maxDepositValue);
        expect(found !== null).toBe(contains);
        if (found) expect(found.tier.minMinor <= amount && amount <= found.tier.maxMinor).toBe(true);
      }),
    );
  });
});

describe('when the bonus step may move on', () => {
  const ready = { bonus: bonus(), amountMinor: 5_000, currency: 'EUR', termsAccepted: true };
  it('has nothing in the way with a bonus code, a valid amount and the terms accepted', () => {
    expect(bonusStepBlockers(ready)).toEqual([]);
  });
  it('names each missing piece', () => {
    expect(bonusStepBlockers({ ...ready, bonus: null })).toEqual(['bonusCode', 'amount']);
    expect(bonusStepBlockers({ ...ready, amountMinor: 0 })).toEqual(['amount']);
    expect(bonusStepBlockers({ ...ready, amountMinor: 60_000 })).toEqual(['amount']);
    expect(bonusStepBlockers({ ...ready, termsAccepted: false })).toEqual(['terms']);
  });
  it('moves on only when the amount check passes and the terms are accepted (property)', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: -10, max: 60_000 })), fc.boolean(), (amountMinor, termsAccepted) => {
        const blockers = bonusStepBlockers({ ...ready, amountMinor, termsAccepted });
        const amountOk = checkBonusAmount(amountMinor, ready.bonus, 'EUR').ok;
        expect(blockers.length === 0).toBe(amountOk && termsAccepted);
      }),
    );
  });
});

describe('the end of a scroll box', () => {
  it('is reached at the bottom, within the tolerance, and at once when the text fits', () => {
    expect(isScrolledToEnd({ scrollTop: 700, scrollHeight: 1000, clientHeight: 300 })).toBe(true);
    expect(isScrolledToEnd({ scrollTop: 700 - SCROLL_END_TOLERANCE_PX, scrollHeight: 1000, clientHeight: 300 })).toBe(
      true,
    );
    expect(isScrolledToEnd({ scrollTop: 600, scrollHeight: 1000, clientHeight: 300 })).toBe(false);
    expect(isScrolledToEnd({ scrollTop: 0, scrollHeight: 200, clientHeight: 300 })).toBe(true);
  });
});
