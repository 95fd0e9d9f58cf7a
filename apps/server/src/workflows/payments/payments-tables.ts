/** The payments workflow's tables (migration 0009_payments.sql). */
export type PaymentsTables = Record<never, never>;
