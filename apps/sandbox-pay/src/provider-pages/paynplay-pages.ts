/*
 * Pay-and-play bank identification: the player picks a bank, and the bank returns a verified
 * identity with the deposit, from which the platform registers or finds the player. In the
 * sandbox the identity is a generated person of the payer's country that the tester may edit.
 */
import { escapeHtml } from '@vauhti/server-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PayerIdentity, ProviderPagesFacade } from '../payments/provider-pages-facade';
import { type Bank, bankById } from './banks';
import type { TextKey } from './catalogue';
import { checkForm, type FormBody, formOf } from './forms';
import { generatePerson } from './generated-person';
import { errorSummary, type FieldErrors, hiddenField, inputField, renderPage, setPageHeaders } from './layout';
import { isValidNationalId, parseBirthDate } from './national-id';
import { openPage, type PageView, returnOrigin, sendOutcome, sendUnopened } from './page-flow';
import { bankChoiceForm, brandBar, brandFor, chosenBank, OutcomeSchema, outcomeButtons, stepList } from './page-parts';
import { pageThemeOf, withPageTheme } from './page-theme';

const STEPS: TextKey[] = ['bank', 'pnpIdentityHeading'];

const IDENTITY_FIELDS = [
  'firstName',
  'lastName',
  'nationalId',
  'birthDate',
  'street',
  'city',
  'zip',
  'country',
  'email',
] as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The identity as the bank returns it; the national id must be valid for the country given. */
export const IdentityFormSchema = z
  .object({
    firstName: z.string().trim().min(1).max(60),
    lastName: z.string().trim().min(1).max(60),
    nationalId: z.string().trim().min(1).max(40),
    birthDate: z
      .string()
      .trim()
      .refine((text) => parseBirthDate(text) !== undefined && text <= new Date().toISOString().slice(0, 10)),
    street: z.string().trim().min(1).max(100),
    city: z.string().trim().min(1).max(60),
    zip: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/),
    country: z
      .string()
      .trim()
      .transform((text) => text.toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{2}$/)),
    email: z
      .string()
      .trim()
      .max(120)
      .refine((text) => text === '' || EMAIL.test(text))
      .default(''),
  })
  .superRefine((identity, context) => {
    if (!isValidNationalId(identity.country, identity.nationalId)) {
      context.addIssue({ code: 'custom', path: ['nationalId'], message: 'not a national id of the country' });
    }
  })
  .transform(({ email, ...rest }): PayerIdentity => (email === '' ? rest : { ...rest, email }));

const IdentityStepSchema = z.object({ outcome: OutcomeSchema });

function page(view: PageView, title: string, main: string): string {
  const brand = brandFor(view);
  return renderPage({
    language: view.language,
    title: `${brand.name}: ${title}`,
    brandClass: `brand-${brand.id}`,
    header: brandBar(view),
    main,
    notice: view.t('sandboxNotice'),
    theme: view.theme,
  });
}

function action(view: PageView): string {
  return withPageTheme(`/pages/paynplay/${encodeURIComponent(view.txId)}`, view.theme);
}

export function renderIdentifyBank(view: PageView, errors: FieldErrors = {}): string {
  const { t, context } = view;
  const main = `${stepList(t, STEPS, 0)}<h1>${escapeHtml(t('pnpIdentifyHeading'))}</h1>
<p>${escapeHtml(t('pnpIdentifyIntro', { merchant: context.merchantName }))}</p>
<dl class="summary"><dt>${escapeHtml(t('merchant'))}</dt><dd>${escapeHtml(context.merchantName)}</dd><dt>${escapeHtml(t('amount'))}</dt><dd>${escapeHtml(view.amountText)}</dd></dl>
${bankChoiceForm(view, action(view), errors)}`;
  return page(view, t('pnpIdentifyHeading'), main);
}

export function renderIdentity(view: PageView, bank: Bank, form: FormBody, errors: FieldErrors = {}): string {
  const { t, context } = view;
  const fields = IDENTITY_FIELDS.map((field) =>
    inputField(
      {
        name: field,
        label: t(field),
        value: form[field] ?? '',
        type: field === 'email' ? 'email' : 'text',
        // The tester edits a made-up person: the browser's own details must not fill in.
        autocomplete: 'off',
        required: field !== 'email',
        maxLength: field === 'email' ? 120 : 100,
      },
      errors,
    ),
  ).map((html) => `<div>${html}</div>`);
  const main = `${stepList(t, STEPS, 1)}<h1>${escapeHtml(t('pnpIdentityHeading'))}</h1>${chosenBank(bank)}
<p>${escapeHtml(t('pnpIdentityIntro', { merchant: context.merchantName }))}</p>
<dl class="summary"><dt>${escapeHtml(t('amount'))}</dt><dd>${escapeHtml(view.amountText)}</dd></dl>
${errorSummary(t, errors)}
<form method="post" action="${escapeHtml(action(view))}" novalidate>
${hiddenField('token', view.token)}${hiddenField('step', 'identity')}${hiddenField('bank', bank.id)}
<div class="identity-grid">${fields.join('')}</div>
${outcomeButtons(t)}
</form>`;
  return page(view, t('pnpIdentityHeading'), main);
}

/** The generated person as form values, for the first showing of the identity step. */
function personForm(view: PageView): FormBody {
  const person = generatePerson(view.country, view.txId);
  return { ...person, email: person.email ?? '' };
}

export function registerPayNPlayRoutes(app: FastifyInstance, pages: ProviderPagesFacade): void {
  app.get<{ Params: { txId: string }; Querystring: { token?: string } }>(
    '/pages/paynplay/:txId',
    async (request, reply) => {
      const opened = await openPage(
        pages,
        'paynplay',
        request.params.txId,
        request.query.token,
        pageThemeOf(request.query),
      );
      if (!opened.ok) return sendUnopened(reply, opened);
      setPageHeaders(reply, { formTargets: returnOrigin(opened.view.context) });
      return reply.send(renderIdentifyBank(opened.view));
    },
  );

  app.post<{ Params: { txId: string } }>('/pages/paynplay/:txId', async (request, reply) => {
    const form = formOf(request.body);
    const opened = await openPage(pages, 'paynplay', request.params.txId, form.token, pageThemeOf(request.query));
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
        renderIdentifyBank(view, { bank: `${view.t('bank')} ${view.t(form.bank ? 'invalid' : 'required')}` }),
      );
    if (form.step !== 'identity') return send(200, renderIdentity(view, bank, personForm(view)));
    const step = checkForm(IdentityStepSchema, form, { outcome: view.t('outcome') }, view.t);
    if (!step.ok) return send(400, renderIdentity(view, bank, form, step.errors));
    // Only a successful identification returns an identity; a failed one has none to give.
    if (step.value.outcome !== 'success') {
      return sendOutcome(
        reply,
        view,
        await pages.resolvePage(view.txId, view.token, step.value.outcome, { bank: bank.name }),
      );
    }
    const labels = Object.fromEntries(IDENTITY_FIELDS.map((field) => [field, view.t(field)]));
    const identity = checkForm(IdentityFormSchema, form, labels, view.t);
    if (!identity.ok) return send(400, renderIdentity(view, bank, form, identity.errors));
    return sendOutcome(
      reply,
      view,
      await pages.resolvePage(view.txId, view.token, 'success', { bank: bank.name, identity: identity.value }),
    );
  });
}
