/*
 * The ledger's transfer codes (architecture section 3): what a transfer was, as the platform's
 * ledger records it and the player's transactions list names it. Without Zod, so the site can
 * read the list at run time (its labels) without bundling the schemas.
 */
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
export type TransferCode = (typeof TRANSFER_CODES)[number];
