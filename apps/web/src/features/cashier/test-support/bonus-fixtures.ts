import type { EligibleBonus } from '@vauhti/contracts/cashier';

/*
 * Eligible bonuses as the platform will answer them (spec part 1 section 3, "Eligible bonus") for
 * tests and for trying the bonus step before the bonus engine exists: several kinds, currencies,
 * priorities and tier layouts, plus the two the cashier must drop (no code, not on the cashier).
 * Tier values are minor units of their currency (JPY has none, so 3000 is ¥3,000).
 */

/** One bonus; every field can be overridden. */
export function fixtureBonus(overrides: Partial<EligibleBonus> = {}): EligibleBonus {
  return {
    bonusCode: 'WELCOME100',
    bonusGroupId: 'welcome-100',
    bonusID: '1001',
    priority: 100,
    showOnCashier: true,
    gameIds: [],
    filteredGameIds: [],
    currencyTier: { EUR: [{ minDepositValue: 2_000, maxDepositValue: 50_000 }] },
    ...overrides,
  };
}

/** A first-deposit bonus in three tiers across EUR, NOK, CAD, NZD and JPY. */
export const WELCOME_BONUS = fixtureBonus({
  bonusCode: 'WELCOME100',
  bonusGroupId: 'welcome-100',
  bonusID: '1001',
  priority: 100,
  currencyTier: {
    EUR: [
      { minDepositValue: 2_000, maxDepositValue: 9_999 },
      { minDepositValue: 10_000, maxDepositValue: 24_999 },
      { minDepositValue: 25_000, maxDepositValue: 50_000 },
    ],
    NOK: [
      { minDepositValue: 20_000, maxDepositValue: 99_999 },
      { minDepositValue: 100_000, maxDepositValue: 500_000 },
    ],
    CAD: [{ minDepositValue: 3_000, maxDepositValue: 75_000 }],
    NZD: [{ minDepositValue: 3_000, maxDepositValue: 75_000 }],
    JPY: [{ minDepositValue: 3_000, maxDepositValue: 70_000 }],
  },
});

/** A reload bonus in one tier, EUR and NOK only. */
export const RELOAD_BONUS = fixtureBonus({
  bonusCode: 'RELOAD50',
  bonusGroupId: 'reload-50',
  bonusID: '1002',
  priority: 60,
  currencyTier: {
    EUR: [{ minDepositValue: 1_000, maxDepositValue: 20_000 }],
    NOK: [{ minDepositValue: 10_000, maxDepositValue: 200_000 }],
  },
});

/** Free spins on a few slots: the platform filtered the player's games out of a longer list. */
export const FREE_SPINS_BONUS = fixtureBonus({
  bonusCode: 'SPINS25',
  bonusGroupId: 'free-spins-25',
  bonusID: '1003',
  priority: 40,
  gameIds: [
    'aurora-book-of-frost-1',
    'northwind-book-of-gold-2',
    'copper-book-of-dragons-3',
    'lumen-book-of-vikings-4',
  ],
  filteredGameIds: ['aurora-book-of-frost-1', 'northwind-book-of-gold-2'],
  currencyTier: { EUR: [{ minDepositValue: 1_500, maxDepositValue: 10_000 }] },
});

/** For large deposits, with a gap between its tiers. */
export const HIGH_ROLLER_BONUS = fixtureBonus({
  bonusCode: 'HIGHROLLER',
  bonusGroupId: 'high-roller',
  bonusID: '1004',
  priority: 20,
  currencyTier: {
    EUR: [
      { minDepositValue: 50_000, maxDepositValue: 99_999 },
      { minDepositValue: 150_000, maxDepositValue: 500_000 },
    ],
  },
});

/** The lowest priority, with games of its own (no filtered list). */
export const WEEKEND_BONUS = fixtureBonus({
  bonusCode: 'WEEKEND20',
  bonusGroupId: 'weekend-20',
  bonusID: '1005',
  priority: 10,
  gameIds: ['aurora-book-of-frost-1', 'northwind-book-of-gold-2', 'copper-book-of-dragons-3'],
  currencyTier: { EUR: [{ minDepositValue: 2_000, maxDepositValue: 30_000 }] },
});

/** Dropped by the cashier: no code. */
export const CODELESS_BONUS = fixtureBonus({ bonusCode: '', bonusGroupId: 'loyalty', bonusID: '1006', priority: 90 });

/** Dropped by the cashier: not for the cashier. */
export const HIDDEN_BONUS = fixtureBonus({
  bonusCode: 'STAFFONLY',
  bonusGroupId: 'staff',
  bonusID: '1007',
  priority: 95,
  showOnCashier: false,
});

/** Everything a platform answer might hold, in no particular order. */
export const FIXTURE_BONUSES: readonly EligibleBonus[] = [
  RELOAD_BONUS,
  HIDDEN_BONUS,
  WEEKEND_BONUS,
  WELCOME_BONUS,
  CODELESS_BONUS,
  HIGH_ROLLER_BONUS,
  FREE_SPINS_BONUS,
];
