import type { Cashier, CashierWiringDeps } from '../../domains/cashier/cashier-wiring';
import type { LiveService } from '../../infra/live/live-service';

export type PaymentsWiringDeps = CashierWiringDeps & { cashier: Cashier; live: LiveService };

/** The payments workflows (merchant API, provider adapter, reconciliation), built by services.ts. */
export function createPayments(_deps: PaymentsWiringDeps) {
  return {
    /** Starts background work (the reconciliation and outbox jobs); called when the app is ready. */
    async start() {},
    async stop() {},
  };
}

export type Payments = ReturnType<typeof createPayments>;
