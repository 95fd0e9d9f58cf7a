/*
 * The 3-D Secure 2 pages of the sandbox card issuer ("Sandbox Bank ACS"): the challenge where the
 * cardholder types a one-time code, and the hidden device-data-collection page.
 */
import { escapeHtml } from '@vauhti/server-kit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ProviderPagesFacade } from '../payments/provider-pages-facade';
import { translatorFor } from './catalogue';
import { checkForm, formOf } from './forms';
import {
  errorSummary,
  type FieldErrors,
  hiddenField,
  inputField,
  messageBlock,
  renderPage,
  setPageHeaders,
} from './layout';
import { openPage, type PageView, returnOrigin, sendNotFound, sendOutcome, sendUnopened } from './page-flow';
import { pageThemeOf, withPageTheme } from './page-theme';

const CodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/),
});

const ReferenceSchema = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/);

function acsHeader(view: PageView): string {
  const { t } = view;
  return `<span class="brand-mark" aria-hidden="true">S</span><div><p class="brand-name">${escapeHtml(t('acsName'))}</p><p class="brand-tagline">3-D Secure 2</p></div><div class="acs-logos" aria-hidden="true"><span>VISA Secure</span><span>ID Check</span></div>`;
}

export function renderChallenge(view: PageView, errors: FieldErrors = {}): string {
  const { t, context } = view;
  const transaction = context.transaction;
  const date = new Date(transaction.createdAt);
  const dateText = Number.isNaN(date.getTime()) ? transaction.createdAt : date.toISOString().slice(0, 10);
  const main = `<h1>${escapeHtml(t('threedsHeading'))}</h1>
<p>${escapeHtml(t('threedsIntro'))}</p>
<dl class="summary">
<dt>${escapeHtml(t('merchant'))}</dt><dd>${escapeHtml(context.merchantName)}</dd>
<dt>${escapeHtml(t('amount'))}</dt><dd>${escapeHtml(view.amountText)}</dd>
<dt>${escapeHtml(t('card'))}</dt><dd>${escapeHtml(transaction.maskedAccount ?? '')}</dd>
<dt>${escapeHtml(t('date'))}</dt><dd>${escapeHtml(dateText)}</dd>
</dl>
${errorSummary(t, errors)}
<form method="post" action="${escapeHtml(withPageTheme(`/pages/threeds/${encodeURIComponent(view.txId)}`, view.theme))}" novalidate>
${hiddenField('token', view.token)}
${inputField({ name: 'code', label: t('otpLabel'), hint: t('otpHint'), inputmode: 'numeric', autocomplete: 'one-time-code', required: true, autofocus: true, maxLength: 8 }, errors)}
<div class="actions">
<button type="submit" name="action" value="submit">${escapeHtml(t('submit'))}</button>
<button type="submit" name="action" value="cancel" class="secondary" formnovalidate>${escapeHtml(t('cancel'))}</button>
</div>
</form>`;
  return renderPage({
    language: view.language,
    title: `${t('acsName')}: ${t('threedsHeading')}`,
    brandClass: 'brand-acs',
    header: acsHeader(view),
    main,
    notice: t('sandboxNotice'),
    theme: view.theme,
  });
}

export function registerThreeDsRoutes(app: FastifyInstance, pages: ProviderPagesFacade): void {
  app.get<{ Params: { txId: string }; Querystring: { token?: string } }>(
    '/pages/threeds/:txId',
    async (request, reply) => {
      const theme = pageThemeOf(request.query);
      const opened = await openPage(pages, 'threeds-challenge', request.params.txId, request.query.token, theme);
      if (!opened.ok) return sendUnopened(reply, opened);
      setPageHeaders(reply, { formTargets: returnOrigin(opened.view.context) });
      return reply.send(renderChallenge(opened.view));
    },
  );

  app.post<{ Params: { txId: string } }>('/pages/threeds/:txId', async (request, reply) => {
    const form = formOf(request.body);
    const opened = await openPage(
      pages,
      'threeds-challenge',
      request.params.txId,
      form.token,
      pageThemeOf(request.query),
    );
    if (!opened.ok) return sendUnopened(reply, opened);
    const view = opened.view;
    // Pressing Enter in the code field submits without naming a button: that is Submit.
    if (form.action === 'cancel') {
      return sendOutcome(reply, view, await pages.resolvePage(view.txId, view.token, 'cancel'));
    }
    const checked = checkForm(CodeSchema, form, { code: view.t('otpLabel') }, view.t);
    if (!checked.ok) return sendChallengeAgain(reply, view, checked.errors);
    return sendOutcome(reply, view, await pages.completeChallenge(view.txId, view.token, checked.value.code));
  });

  app.get<{ Params: { referenceId: string } }>('/threeds/collect/:referenceId', async (request, reply) => {
    const reference = ReferenceSchema.safeParse(request.params.referenceId);
    const theme = pageThemeOf(request.query);
    if (!reference.success || !(await pages.completeCollect(reference.data))) return sendNotFound(reply, 'en', theme);
    const t = translatorFor('en');
    setPageHeaders(reply);
    const message = { eventType: 'THREEDS_COLLECT_DONE', payload: { referenceId: reference.data } };
    return reply.send(
      renderPage({
        language: 'en',
        title: t('collectTitle'),
        brandClass: 'brand-acs',
        header: `<p class="brand-name">${escapeHtml(t('acsName'))}</p>`,
        main: `<h1>${escapeHtml(t('collectTitle'))}</h1><p>${escapeHtml(t('collectBody'))}</p>`,
        notice: t('sandboxNotice'),
        script: messageBlock('parent', message, false),
        theme,
      }),
    );
  });
}

function sendChallengeAgain(reply: FastifyReply, view: PageView, errors: FieldErrors) {
  setPageHeaders(reply, { formTargets: returnOrigin(view.context) });
  return reply.status(400).send(renderChallenge(view, errors));
}
