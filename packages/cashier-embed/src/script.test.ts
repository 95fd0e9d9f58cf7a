// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { PaymentCashier, resetCashier } from './cashier';
import './script';

describe('the script-tag entry', () => {
  it('installs the constructor and the reset function under both names', () => {
    const page = window as unknown as Record<string, unknown>;
    expect(page._PaymentCashier).toBe(PaymentCashier);
    expect(page._PaymentIQCashier).toBe(PaymentCashier);
    expect(page._PaymentCashierReset).toBe(resetCashier);
    expect(page._PaymentIQCashierReset).toBe(resetCashier);
  });
});
