import type { WalletAnswerEnvelope } from '@vauhti/contracts/seamless-wallet';

/** A player's money as the client shows it: cash, bonus and their total, in minor units. */
export type Balance = { cash: number; bonus: number; total: number };

/** The balances an OK or INSUFFICIENT_FUNDS answer carries, or null when they are missing or malformed. */
export function balanceOf(answer: WalletAnswerEnvelope): Balance | null {
  const { cash, bonus, balance } = answer;
  if (!isAmount(cash) || !isAmount(bonus)) return null;
  return { cash, bonus, total: isAmount(balance) ? balance : cash + bonus };
}

function isAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
