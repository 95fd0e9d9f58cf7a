/*
 * The e-wallet login page, dressed as the transaction's method (Skrill, NETELLER, eco, ...): an
 * account and password (checked for shape only, never kept) and the outcome buttons.
 */
import { escapeHtml } from '@vauhti/server-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ProviderPagesFacade } from '../payments/provider-pages-facade';
import { checkForm, type FormBody, formOf } from './forms';
import { errorSummary, type FieldErrors, hiddenField, inputField, renderPage, setPageHeaders } from './layout';
import { openPage, type PageView, returnOrigin, sendOutcome, sendUnopened } from './page-flow';
import { brandBar, brandFor, OutcomeSchema, outcomeButtons } from './page-parts';
import { pageThemeOf, withPageTheme } from './page-theme';

const EMAIL_OR_PHONE = /^(?:[^\s@]+@[^\s@]+\.[^\s@]+|\+?[0-9][0-9 ]{5,19})$/;

/** A login is needed for every outcome but Cancel, as a real wallet asks before anything else. */
const WalletLoginSchema = z.object({
  outcome: OutcomeSchema,
  account: z.string().trim().max(100).regex(EMAIL_OR_PHONE),
  password: z.string().min(1).max(128),
});

export function renderWalletLogin(view: PageView, form: FormBody = {}, errors: FieldErrors = {}): string {
  const { t, context } = view;
  const brand = brandFor(view);
  const heading = t('walletLoginHeading', { brand: brand.name });
  const main = `<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(t('walletIntro', { amount: view.amountText, merchant: context.merchantName }))}</p>
<dl class="summary"><dt>${escapeHtml(t('merchant'))}</dt><dd>${escapeHtml(context.merchantName)}</dd><dt>${escapeHtml(t('amount'))}</dt><dd>${escapeHtml(view.amountText)}</dd></dl>
${errorSummary(t, errors)}
<form method="post" action="${escapeHtml(withPageTheme(`/pages/ewallet/${encodeURIComponent(view.txId)}`, view.theme))}" novalidate>
${hiddenField('token', view.token)}
${inputField({ name: 'account', label: t('walletAccount'), value: form.account ?? '', autocomplete: 'username', inputmode: 'email', required: true, autofocus: true }, errors)}
${inputField({ name: 'password', label: t('walletPassword'), type: 'password', autocomplete: 'current-password', required: true, maxLength: 128 }, errors)}
${outcomeButtons(t)}
</form>`;
  return renderPage({
    language: view.language,
    title: `${brand.name}: ${heading}`,
    brandClass: `brand-${brand.id}`,
    header: brandBar(view),
    main,
    notice: t('sandboxNotice'),
    theme: view.theme,
  });
}

export function registerEwalletRoutes(app: FastifyInstance, pages: ProviderPagesFacade): void {
  app.get<{ Params: { txId: string }; Querystring: { token?: string } }>(
    '/pages/ewallet/:txId',
    async (request, reply) => {
      const opened = await openPage(
        pages,
        'ewallet',
        request.params.txId,
        request.query.token,
        pageThemeOf(request.query),
      );
      if (!opened.ok) return sendUnopened(reply, opened);
      setPageHeaders(reply, { formTargets: returnOrigin(opened.view.context) });
      return reply.send(renderWalletLogin(opened.view));
    },
  );

  app.post<{ Params: { txId: string } }>('/pages/ewallet/:txId', async (request, reply) => {
    const form = formOf(request.body);
    const opened = await openPage(pages, 'ewallet', request.params.txId, form.token, pageThemeOf(request.query));
    if (!opened.ok) return sendUnopened(reply, opened);
    const view = opened.view;
    if (form.outcome === 'cancel')
      return sendOutcome(reply, view, await pages.resolvePage(view.txId, view.token, 'cancel'));
    const labels = { outcome: view.t('outcome'), account: view.t('walletAccount'), password: view.t('walletPassword') };
    const checked = checkForm(WalletLoginSchema, form, labels, view.t);
    if (!checked.ok) {
      setPageHeaders(reply, { formTargets: returnOrigin(view.context) });
      return reply.status(400).send(renderWalletLogin(view, form, checked.errors));
    }
    return sendOutcome(reply, view, await pages.resolvePage(view.txId, view.token, checked.value.outcome));
  });
}
