/*
 * The Trustly-like bank payment page in three steps: choose a bank, log in to it (any user id,
 * any password: nothing is checked or kept), then confirm, where the tester picks the outcome.
 */
import { escapeHtml } from '@vauhti/server-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ProviderPagesFacade } from '../payments/provider-pages-facade';
import { type Bank, bankById } from './banks';
import { checkForm, type FormBody, formOf } from './forms';
import { seededRandom } from './generated-person';
import { errorSummary, type FieldErrors, hiddenField, inputField, renderPage, setPageHeaders } from './layout';
import { openPage, type PageView, returnOrigin, sendOutcome, sendUnopened } from './page-flow';
import { bankChoiceForm, brandBar, brandFor, chosenBank, OutcomeSchema, outcomeButtons, stepList } from './page-parts';
import { pageThemeOf, withPageTheme } from './page-theme';

const STEPS = ['bank', 'logIn', 'bankConfirmHeading'] as const;

const LoginSchema = z.object({
  userId: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
});

const ConfirmSchema = z.object({ outcome: OutcomeSchema });

function summary(view: PageView, bank?: Bank): string {
  const { t, context } = view;
  const bankRow = bank ? `<dt>${escapeHtml(t('bank'))}</dt><dd>${escapeHtml(bank.name)}</dd>` : '';
  return `<dl class="summary"><dt>${escapeHtml(t('merchant'))}</dt><dd>${escapeHtml(context.merchantName)}</dd><dt>${escapeHtml(t('amount'))}</dt><dd>${escapeHtml(view.amountText)}</dd>${bankRow}</dl>`;
}

function page(view: PageView, title: string, main: string): string {
  return renderPage({
    language: view.language,
    title: `${brandFor(view).name}: ${title}`,
    brandClass: `brand-${brandFor(view).id}`,
    header: brandBar(view),
    main,
    notice: view.t('sandboxNotice'),
    theme: view.theme,
  });
}

function action(view: PageView): string {
  return withPageTheme(`/pages/bank/${encodeURIComponent(view.txId)}`, view.theme);
}

export function renderBankChoice(view: PageView, errors: FieldErrors = {}): string {
  const { t } = view;
  const main = `${stepList(t, [...STEPS], 0)}<h1>${escapeHtml(t('bankChooseHeading'))}</h1><p>${escapeHtml(t('bankChooseIntro'))}</p>${summary(view)}${bankChoiceForm(view, action(view), errors)}`;
  return page(view, t('bankChooseHeading'), main);
}

export function renderBankLogin(view: PageView, bank: Bank, form: FormBody = {}, errors: FieldErrors = {}): string {
  const { t } = view;
  const heading = t('bankLoginHeading', { bank: bank.name });
  const main = `${stepList(t, [...STEPS], 1)}<h1>${escapeHtml(heading)}</h1>${chosenBank(bank)}${summary(view, bank)}${errorSummary(t, errors)}
<form method="post" action="${escapeHtml(action(view))}" novalidate>
${hiddenField('token', view.token)}${hiddenField('step', 'login')}${hiddenField('bank', bank.id)}
${inputField({ name: 'userId', label: t('bankUserId'), value: form.userId ?? '', autocomplete: 'username', required: true, autofocus: true, maxLength: 64 }, errors)}
${inputField({ name: 'password', label: t('bankPassword'), type: 'password', autocomplete: 'current-password', required: true, maxLength: 128 }, errors)}
<div class="actions"><button type="submit">${escapeHtml(t('logIn'))}</button><button type="submit" name="outcome" value="cancel" class="secondary" formnovalidate>${escapeHtml(t('cancel'))}</button></div>
</form>`;
  return page(view, heading, main);
}

/** A masked account number that stays the same for the transaction, like a bank shows it. */
function maskedAccount(view: PageView, bank: Bank): string {
  const random = seededRandom(`${view.txId}:${bank.id}`);
  const lastDigits = String(Math.floor(random() * 10_000)).padStart(4, '0');
  return `${view.country} •••• •••• ${lastDigits}`;
}

export function renderBankConfirm(view: PageView, bank: Bank, errors: FieldErrors = {}): string {
  const { t, context } = view;
  const main = `${stepList(t, [...STEPS], 2)}<h1>${escapeHtml(t('bankConfirmHeading'))}</h1>${chosenBank(bank)}
<p>${escapeHtml(t('bankConfirmIntro', { amount: view.amountText, merchant: context.merchantName, bank: bank.name }))}</p>
<dl class="summary"><dt>${escapeHtml(t('bankAccount'))}</dt><dd>${escapeHtml(maskedAccount(view, bank))}</dd><dt>${escapeHtml(t('amount'))}</dt><dd>${escapeHtml(view.amountText)}</dd></dl>
${errorSummary(t, errors)}
<form method="post" action="${escapeHtml(action(view))}">
${hiddenField('token', view.token)}${hiddenField('step', 'confirm')}${hiddenField('bank', bank.id)}
${outcomeButtons(t)}
</form>`;
  return page(view, t('bankConfirmHeading'), main);
}

export function registerBankRoutes(app: FastifyInstance, pages: ProviderPagesFacade): void {
  app.get<{ Params: { txId: string }; Querystring: { token?: string } }>(
    '/pages/bank/:txId',
    async (request, reply) => {
      const opened = await openPage(
        pages,
        'bank',
        request.params.txId,
        request.query.token,
        pageThemeOf(request.query),
      );
      if (!opened.ok) return sendUnopened(reply, opened);
      setPageHeaders(reply, { formTargets: returnOrigin(opened.view.context) });
      return reply.send(renderBankChoice(opened.view));
    },
  );

  app.post<{ Params: { txId: string } }>('/pages/bank/:txId', async (request, reply) => {
    const form = formOf(request.body);
    const opened = await openPage(pages, 'bank', request.params.txId, form.token, pageThemeOf(request.query));
    if (!opened.ok) return sendUnopened(reply, opened);
    const view = opened.view;
    const bank = form.bank ? bankById(form.bank) : undefined;
    if (form.outcome === 'cancel') {
      return sendOutcome(
        reply,
        view,
        await pages.resolvePage(view.txId, view.token, 'cancel', bank ? { bank: bank.name } : undefined),
      );
    }
    const send = (statusCode: number, html: string) => {
      setPageHeaders(reply, { formTargets: returnOrigin(view.context) });
      return reply.status(statusCode).send(html);
    };
    if (!bank)
      return send(
        400,
        renderBankChoice(view, { bank: `${view.t('bank')} ${view.t(form.bank ? 'invalid' : 'required')}` }),
      );
    if (form.step === 'bank') return send(200, renderBankLogin(view, bank));
    if (form.step === 'login') {
      const checked = checkForm(
        LoginSchema,
        form,
        { userId: view.t('bankUserId'), password: view.t('bankPassword') },
        view.t,
      );
      return checked.ok
        ? send(200, renderBankConfirm(view, bank))
        : send(400, renderBankLogin(view, bank, form, checked.errors));
    }
    const checked = checkForm(ConfirmSchema, form, { outcome: view.t('outcome') }, view.t);
    if (!checked.ok) return send(400, renderBankConfirm(view, bank, checked.errors));
    return sendOutcome(
      reply,
      view,
      await pages.resolvePage(view.txId, view.token, checked.value.outcome, { bank: bank.name }),
    );
  });
}
