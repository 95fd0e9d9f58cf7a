import { formatDecimalAmount } from '@vauhti/money';
import { z } from 'zod';
import type { OpsCommand, OpsOutcome } from '../../ops/commands';
import type { PlatformServices } from '../../services';
import { RECONCILE_WINDOW_MS } from './payments-wiring';
import type { TransactionView } from './provider/payment-provider';
import type { ReconcileReport } from './reconciler';

/*
 * Operator commands of the payments workflows. ops/commands.ts lists them with the others; this
 * module imports only its types, so the two can name each other without a load-order cycle.
 */

function failure(code: string, message: string): OpsOutcome {
  return { ok: false, data: { error: { code, message } }, text: `error ${code}: ${message}` };
}

const ReconcileOptions = z.object({
  since: z.iso
    .datetime({ offset: true, message: '--since must be an ISO time such as 2026-11-01T00:00:00Z' })
    .optional(),
});

const reconcile: OpsCommand = {
  name: 'reconcile',
  summary:
    "Compare the provider's transactions with the cashier transactions and the ledger (default: the last 7 days), settle held withdrawals the provider finished, print every difference; exits 1 while any remain.",
  usage: 'reconcile [--since <ISO time>]',
  options: ReconcileOptions,
  async run(services: PlatformServices, options: z.infer<typeof ReconcileOptions>) {
    const to = services.clock.now();
    const from = options.since ? new Date(options.since) : new Date(to.getTime() - RECONCILE_WINDOW_MS);
    if (from > to) return failure('INVALID_SINCE', '--since is in the future');
    const result = await services.payments.reconciler.reconcile({ from, to });
    if (!result.ok) return failure(result.code, result.message);
    const { report } = result;
    return { ok: report.differences.length === 0, data: reportData(report), text: reportText(report) };
  },
};

function reportData(report: ReconcileReport) {
  return { ...report, from: report.from.toISOString(), to: report.to.toISOString() };
}

function reportText(report: ReconcileReport): string {
  const lines = [
    `reconciled ${report.from.toISOString()} .. ${report.to.toISOString()}: ${report.providerTransactions} provider transactions`,
  ];
  for (const settlement of report.settled) {
    const amount = `${formatDecimalAmount(settlement.amountMinor, settlement.currency)} ${settlement.currency}`;
    lines.push(
      `settled   tx ${settlement.txId} (cashier ${settlement.merchantTxId}): withdrawal of ${amount} ${settlement.outcome}`,
    );
  }
  for (const difference of report.differences) {
    lines.push(
      `differs   ${difference.code} tx ${difference.txId ?? '-'} (cashier ${difference.merchantTxId ?? '-'}): ${difference.detail}`,
    );
  }
  lines.push(
    report.differences.length === 0
      ? 'no unexplained differences'
      : `${report.differences.length} unexplained difference(s)`,
  );
  return lines.join('\n');
}

const PayoutsOptions = z
  .object({
    decision: z.enum(['approve', 'reject'], { message: '--decision must be approve or reject' }).optional(),
    tx: z
      .string()
      .regex(/^\d{1,40}$/, '--tx must be the provider transaction id')
      .optional(),
    reason: z.string().min(1).max(500).optional(),
  })
  .refine((options) => (options.decision === undefined) === (options.tx === undefined), {
    message: '--decision and --tx go together',
    path: ['tx'],
  });

const payouts: OpsCommand = {
  name: 'payouts',
  summary:
    "List the provider's payouts waiting for approval, or approve or reject one (the provider then pays or fails it and calls transfer or cancel).",
  usage: 'payouts [--decision approve|reject --tx <txId> [--reason <text>]]',
  options: PayoutsOptions,
  async run(services: PlatformServices, options: z.infer<typeof PayoutsOptions>) {
    const { provider } = services.payments;
    if (options.decision && options.tx) {
      const decided =
        options.decision === 'approve'
          ? await provider.approvePayout(options.tx, options.reason)
          : await provider.rejectPayout(options.tx, options.reason);
      if (!decided.ok) return failure(decided.code, decided.message);
      return { ok: true, data: { payout: decided.value }, text: `${payoutLine(decided.value)}` };
    }
    const waiting = await provider.payouts({ state: 'WAITING_APPROVAL' });
    if (!waiting.ok) return failure(waiting.code, waiting.message);
    const text =
      waiting.value.length === 0 ? 'no payouts waiting for approval' : waiting.value.map(payoutLine).join('\n');
    return { ok: true, data: { payouts: waiting.value }, text };
  },
};

function payoutLine(payout: TransactionView): string {
  const amount = `${formatDecimalAmount(payout.amount, payout.currency)} ${payout.currency}`;
  return `tx ${payout.txId}  ${payout.state}  ${amount}  ${payout.method}  user ${payout.userId}  since ${payout.createdAt}`;
}

/** Operator commands of the payments workflows (payouts, reconcile). */
export const PAYMENTS_COMMANDS: readonly OpsCommand[] = [reconcile, payouts];
