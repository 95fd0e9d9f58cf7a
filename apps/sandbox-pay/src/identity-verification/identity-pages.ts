/*
 * The identity verification page a player reaches from the merchant's site: who the merchant says
 * they are, the document they show, and the tester's choice to pass or fail the check. Rendered
 * in the provider pages' shell (their stylesheet and script, no inline code).
 */
import { escapeHtml } from '@vauhti/server-kit';
import type { FastifyReply } from 'fastify';
import { LANGUAGE_TAGS, type PageLanguage, pageLanguageOf } from '../provider-pages/catalogue';
import type { FormBody } from '../provider-pages/forms';
import {
  brandHeader,
  errorSummary,
  type FieldErrors,
  hiddenField,
  inputField,
  renderPage,
  setPageHeaders,
} from '../provider-pages/layout';
import { type IdentityTranslate, identityTranslatorFor } from './identity-catalogue';
import { DOCUMENT_TYPES, returnAddressOf, type VerificationRow } from './identity-verifications';

/** The merchant's name as the page shows it (the sandbox knows one merchant). */
export const MERCHANT_NAME = 'Vauhti';

export type IdentityPageView = { row: VerificationRow; token: string; language: PageLanguage; t: IdentityTranslate };

export function identityPageView(row: VerificationRow, token: string): IdentityPageView {
  const language = pageLanguageOf(row.locale);
  return { row, token, language, t: identityTranslatorFor(language) };
}

function shell(language: PageLanguage, t: IdentityTranslate, title: string, main: string): string {
  return renderPage({
    language,
    title: `${t('brandName')}: ${title}`,
    brandClass: 'brand-generic',
    header: brandHeader(t('brandName'), t('brandTagline')),
    main,
    notice: t('sandboxNotice'),
  });
}

function birthDateText(birthDate: string | null, language: PageLanguage): string | null {
  if (!birthDate) return null;
  const date = new Date(`${birthDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

function countryText(country: string, language: PageLanguage): string {
  try {
    return new Intl.DisplayNames([LANGUAGE_TAGS[language]], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

function documentSelect(t: IdentityTranslate, chosen: string | undefined): string {
  const options = DOCUMENT_TYPES.map(
    (type) => `<option value="${type}"${type === chosen ? ' selected' : ''}>${escapeHtml(t(type))}</option>`,
  ).join('');
  return `<label for="field-documentType">${escapeHtml(t('documentType'))}</label><select id="field-documentType" name="documentType">${options}</select>`;
}

/** The page; a failed check of the form shows its errors (the summary asks its catalogue only for its heading). */
export function renderVerificationPage(view: IdentityPageView, form: FormBody = {}, errors: FieldErrors = {}): string {
  const { row, t, language } = view;
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ') || t('unknown');
  const facts: [string, string][] = [
    [t('name'), name],
    [t('birthDate'), birthDateText(row.birth_date, language) ?? t('unknown')],
    [t('country'), countryText(row.country, language)],
  ];
  const summary = facts.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('');
  const main = `<h1>${escapeHtml(t('title'))}</h1>
<p>${escapeHtml(t('intro', { merchant: MERCHANT_NAME }))}</p>
<dl class="summary">${summary}</dl>
${errorSummary(() => t('formErrorHeading'), errors)}
<form method="post" action="/pages/identity/${encodeURIComponent(row.verification_id)}" novalidate>
${hiddenField('token', view.token)}
${documentSelect(t, form.documentType)}
${inputField({ name: 'documentNumber', label: t('documentNumber'), value: form.documentNumber ?? '', hint: t('documentNumberHint'), autocomplete: 'off', required: true, maxLength: 20 }, errors)}
<p class="outcome-hint">${escapeHtml(t('outcomeHint'))}</p>
<div class="actions"><button type="submit" name="decision" value="approve">${escapeHtml(t('approve'))}</button><button type="submit" name="decision" value="reject" class="outcome-failure" formnovalidate>${escapeHtml(t('reject'))}</button></div>
</form>`;
  return shell(language, t, t('title'), main);
}

/** The origins the page's form may lead to: its own, and the merchant's after the 303. */
export function formTargetsOf(row: VerificationRow): string[] {
  const address = returnAddressOf(row);
  return address ? [new URL(address).origin] : [];
}

/** A page for a verification that cannot be answered here: unknown, already decided, or expired. */
export function sendIdentityStatusPage(
  reply: FastifyReply,
  status: 404 | 409 | 410,
  row: VerificationRow | undefined,
): FastifyReply {
  const language = pageLanguageOf(row?.locale);
  const t = identityTranslatorFor(language);
  const [title, body] =
    status === 404
      ? [t('notFoundTitle'), t('notFoundBody')]
      : status === 410
        ? [t('expiredTitle'), t('expiredBody', { merchant: MERCHANT_NAME })]
        : [t('doneTitle'), t('doneBody')];
  const back = row ? returnLink(t, row) : '';
  setPageHeaders(reply);
  return reply
    .status(status)
    .send(shell(language, t, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>${back}`));
}

/** After the decision: back to the merchant in the same window, or (no web address) a page saying so. */
export function sendDecided(reply: FastifyReply, row: VerificationRow): FastifyReply {
  const address = returnAddressOf(row);
  if (address) return reply.status(303).header('location', address).send();
  const t = identityTranslatorFor(pageLanguageOf(row.locale));
  setPageHeaders(reply);
  return reply
    .status(200)
    .send(
      shell(
        pageLanguageOf(row.locale),
        t,
        t('finishedTitle'),
        `<h1>${escapeHtml(t('finishedTitle'))}</h1><p role="status">${escapeHtml(t('finishedBody'))}</p>`,
      ),
    );
}

function returnLink(t: IdentityTranslate, row: VerificationRow): string {
  const address = returnAddressOf(row);
  if (!address) return '';
  const label = t('returnToMerchant', { merchant: MERCHANT_NAME });
  return `<p><a class="button secondary" href="${escapeHtml(address)}">${escapeHtml(label)}</a></p>`;
}
