import { IdentityVerificationService } from '../identity-verification/identity-verifications';
import { approveDuePayouts } from '../payouts/payouts';
import type { PaymentContext } from './payment-context';
import { fail } from './transitions';

const EXPIRY_BATCH_SIZE_MAX = 50;

/**
 * Fails WAITING_INPUT transactions whose due time passed: a page never finished, a processing
 * time-out. The conditional transition is the claim, so a page decided at the same moment wins or
 * loses cleanly.
 */
export async function expireDueTransactions(context: PaymentContext): Promise<number> {
  const due = await context.kysely
    .selectFrom('transactions')
    .select('tx_id')
    .where('state', '=', 'WAITING_INPUT')
    .where('due_at', '<=', new Date(context.now()))
    .orderBy('due_at')
    .limit(EXPIRY_BATCH_SIZE_MAX)
    .execute();
  let expired = 0;
  for (const { tx_id } of due) {
    const row = await fail(
      context,
      tx_id,
      ['WAITING_INPUT'],
      { code: 'TIMEOUT', message: 'The payment timed out at the provider.' },
      { deliver: 'soon' },
    );
    if (row) expired++;
  }
  return expired;
}

/**
 * The background worker: every interval it expires due pages, approves due payouts and delivers
 * due merchant calls and identity verification results. Everything it acts on is in the
 * database, so a restart resumes it; one pass at a time, and stop() waits for the pass and the
 * deliveries on their way.
 */
export class PaymentsWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private readonly identityVerifications: IdentityVerificationService;

  constructor(private readonly context: PaymentContext) {
    this.identityVerifications = new IdentityVerificationService(context);
  }

  /** One pass; tests call it directly instead of waiting for the timer. */
  async runOnce(): Promise<void> {
    await expireDueTransactions(this.context);
    await approveDuePayouts(this.context);
    await this.context.outbox.deliverDue();
    await this.identityVerifications.deliverDue();
  }

  start() {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.runOnce()
        .catch((error: unknown) => {
          this.context.logger.error({ err: error }, 'payments worker pass failed');
        })
        .finally(() => {
          this.running = undefined;
        });
    }, this.context.config.timing.workerIntervalMs);
    this.timer.unref();
  }

  async stop() {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
    await this.context.outbox.drain();
  }
}
