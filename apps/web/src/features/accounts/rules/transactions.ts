import { TRANSFER_CODES } from '@vauhti/contracts/accounts';

/** The catalogue key of a transfer code's label (each of TRANSFER_CODES has its own); codes added later read as "Other". */
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
