/*
 * The sandbox operator's payout desk: withdrawals waiting for approval, with Approve and Reject.
 * The real provider puts this behind its back-office login; the sandbox has none and says so.
 * It is for the sandbox's operator, not players, so it is in English only.
 */
import { escapeHtml } from '@vauhti/server-kit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { TransactionView } from '../payments/cashier-facade';
import type { ProviderPagesFacade } from '../payments/provider-pages-facade';
import { formOf } from './forms';
import { renderPage, setPageHeaders } from './layout';
import { formatAmount } from './page-flow';

const TxIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const REASON_LENGTH_MAX = 200;
const ReasonSchema = z.string().trim().min(1).max(REASON_LENGTH_MAX);

export type OperatorNotice = { kind: 'ok' | 'error'; text: string };

function payoutRow(payout: TransactionView): string {
  const id = escapeHtml(payout.txId);
  const path = `/operator/payouts/${encodeURIComponent(payout.txId)}`;
  return `<tr>
<td>${id}</td>
<td>${escapeHtml(formatAmount(payout.amount, payout.currency, 'en'))}</td>
<td>${escapeHtml(payout.currency)}</td>
<td>${escapeHtml(payout.method)}${payout.maskedAccount ? `<br><small>${escapeHtml(payout.maskedAccount)}</small>` : ''}</td>
<td>${escapeHtml(payout.userId)}</td>
<td><time datetime="${escapeHtml(payout.createdAt)}">${escapeHtml(payout.createdAt.replace('T', ' ').slice(0, 19))}</time></td>
<td><form method="post" action="${escapeHtml(path)}/approve"><button type="submit" aria-label="Approve payout ${id}">Approve</button></form></td>
<td><form method="post" action="${escapeHtml(path)}/reject"><label class="visually-hidden" for="reason-${id}">Reason for rejecting payout ${id}</label><input type="text" id="reason-${id}" name="reason" maxlength="${REASON_LENGTH_MAX}" placeholder="Reason" required><button type="submit" class="outcome-failure" aria-label="Reject payout ${id}">Reject</button></form></td>
</tr>`;
}

export function renderOperatorPage(payouts: TransactionView[], notice?: OperatorNotice): string {
  const result = notice
    ? `<p class="result result--${notice.kind}" role="${notice.kind === 'error' ? 'alert' : 'status'}">${escapeHtml(notice.text)}</p>`
    : '';
  const rows = payouts.map(payoutRow).join('');
  const table =
    payouts.length === 0
      ? '<p>No payouts are waiting for approval.</p>'
      : `<div class="table-scroll"><table>
<caption class="visually-hidden">Payouts waiting for approval, newest first</caption>
<thead><tr><th scope="col">Transaction</th><th scope="col">Amount</th><th scope="col">Currency</th><th scope="col">Method</th><th scope="col">User</th><th scope="col">Requested at (UTC)</th><th scope="col">Approve</th><th scope="col">Reject</th></tr></thead>
<tbody>${rows}</tbody></table></div>`;
  const main = `<h1>Payouts waiting for approval</h1>
<p><strong>Sandbox operator page.</strong> It has no login: anyone who can reach this sandbox can approve or reject payouts. Players never see it. Payouts are also approved automatically after the configured delay.</p>
${result}${table}
<p><a href="/operator">Refresh</a></p>`;
  return renderPage({
    language: 'en',
    title: 'Sandbox Pay operator: payouts',
    brandClass: 'brand-operator',
    header:
      '<span class="brand-mark" aria-hidden="true">S</span><div><p class="brand-name">Sandbox Pay</p><p class="brand-tagline">Operator back office</p></div>',
    main,
    notice: 'Sandbox: no real money moves.',
    wide: true,
  });
}

async function sendOperatorPage(
  reply: FastifyReply,
  pages: ProviderPagesFacade,
  statusCode: number,
  notice?: OperatorNotice,
) {
  const payouts = await pages.payouts();
  setPageHeaders(reply, { frameAncestors: "'self'" });
  return reply.status(statusCode).send(renderOperatorPage(payouts, notice));
}

function describe(payout: TransactionView): string {
  return `${payout.txId} (${formatAmount(payout.amount, payout.currency, 'en')}, ${payout.userId})`;
}

export function registerOperatorRoutes(app: FastifyInstance, pages: ProviderPagesFacade): void {
  app.get('/operator', async (_request, reply) => sendOperatorPage(reply, pages, 200));

  app.post<{ Params: { txId: string } }>('/operator/payouts/:txId/approve', async (request, reply) => {
    const txId = TxIdSchema.safeParse(request.params.txId);
    if (!txId.success) return sendOperatorPage(reply, pages, 404, { kind: 'error', text: 'No such payout.' });
    const result = await pages.approvePayout(txId.data);
    if (!result.ok)
      return sendOperatorPage(reply, pages, 409, {
        kind: 'error',
        text: `Payout ${txId.data} was not approved: ${result.message} (${result.code})`,
      });
    return sendOperatorPage(reply, pages, 200, {
      kind: 'ok',
      text: `Approved payout ${describe(result.transaction)}: now ${result.transaction.state}.`,
    });
  });

  app.post<{ Params: { txId: string } }>('/operator/payouts/:txId/reject', async (request, reply) => {
    const txId = TxIdSchema.safeParse(request.params.txId);
    if (!txId.success) return sendOperatorPage(reply, pages, 404, { kind: 'error', text: 'No such payout.' });
    const reason = ReasonSchema.safeParse(formOf(request.body).reason ?? '');
    if (!reason.success) {
      return sendOperatorPage(reply, pages, 400, {
        kind: 'error',
        text: `Reason is required to reject payout ${txId.data} (at most ${REASON_LENGTH_MAX} characters).`,
      });
    }
    const result = await pages.rejectPayout(txId.data, reason.data);
    if (!result.ok)
      return sendOperatorPage(reply, pages, 409, {
        kind: 'error',
        text: `Payout ${txId.data} was not rejected: ${result.message} (${result.code})`,
      });
    return sendOperatorPage(reply, pages, 200, {
      kind: 'ok',
      text: `Rejected payout ${describe(result.transaction)}: now ${result.transaction.state}.`,
    });
  });
}
