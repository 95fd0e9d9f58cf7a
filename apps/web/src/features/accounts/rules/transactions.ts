/** Transfer codes with their own label (ledger transfer codes, architecture section 3). */
export const TRANSFER_CODES = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_paid',
  'withdrawal_cancelled',
  'bet',
  'win',
  'rollback',
  'bonus_grant',
  'bonus_convert',
  'bonus_forfeit',
  'race_prize',
  'adjustment',
  'clawback',
] as const;

/** The catalogue key of a transfer code's label; codes added later read as "Other". */
export function transferLabelKey(code: string): string {
  return (TRANSFER_CODES as readonly string[]).includes(code)
    ? `myAccountComp.transactions.types.${code}`
    : 'myAccountComp.transactions.types.other';
}

/** A change with its sign: + for money in, the formatter's minus for money out, nothing for zero. */
export function signedAmount(amountMinor: number, format: (amountMinor: number) => string): string {
  const text = format(amountMinor);
  return amountMinor > 0 ? `+${text}` : text;
}
