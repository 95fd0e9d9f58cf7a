/* Pieces the bank, e-wallet and pay-and-play pages share: the brand bar, bank list, outcome buttons. */
import { escapeHtml } from '@vauhti/server-kit';
import { z } from 'zod';
import type { PageOutcome } from '../payments/provider-pages-facade';
import { type Bank, bankLogo, banksFor } from './banks';
import { type Brand, brandOf, localisedBrand } from './brands';
import type { TextKey, Translate } from './catalogue';
import { brandHeader, type FieldErrors, hiddenField } from './layout';
import type { PageView } from './page-flow';

export const OutcomeSchema = z.enum(['success', 'failure', 'cancel', 'timeout']);

const OUTCOME_LABELS: Record<PageOutcome, TextKey> = {
  success: 'outcomeSuccess',
  failure: 'outcomeFailure',
  cancel: 'outcomeCancel',
  timeout: 'outcomeTimeout',
};

export function brandFor(view: PageView): Brand {
  return localisedBrand(brandOf(view.context.transaction.method), view.t);
}

export function brandBar(view: PageView): string {
  const brand = brandFor(view);
  return brandHeader(brand.name, brand.tagline);
}

/** The four buttons a tester chooses the payment's end with; Cancel skips the browser's field checks. */
export function outcomeButtons(t: Translate): string {
  const buttons = (Object.keys(OUTCOME_LABELS) as PageOutcome[]).map((outcome) => {
    const style = outcome === 'success' ? '' : ` class="${outcome === 'cancel' ? 'secondary' : `outcome-${outcome}`}"`;
    const skipChecks = outcome === 'success' ? '' : ' formnovalidate';
    return `<button type="submit" name="outcome" value="${outcome}"${style}${skipChecks}>${escapeHtml(t(OUTCOME_LABELS[outcome]))}</button>`;
  });
  return `<p class="outcome-hint">${escapeHtml(t('outcomeHint'))}</p><div class="actions">${buttons.join('')}</div>`;
}

/** Where a tester is in a multi-step page. */
export function stepList(t: Translate, labels: TextKey[], current: number): string {
  const items = labels
    .map((label, index) => `<li${index === current ? ' aria-current="step"' : ''}>${escapeHtml(t(label))}</li>`)
    .join('');
  return `<ol class="steps">${items}</ol>`;
}

/** The bank list: each bank is a submit button, so choosing one is one click (and one Tab stop). */
export function bankChoiceForm(view: PageView, action: string, errors: FieldErrors): string {
  const { t } = view;
  const banks = banksFor(view.country)
    .map(
      (bank) =>
        `<li><button type="submit" name="bank" value="${escapeHtml(bank.id)}">${bankLogo(bank)}<span>${escapeHtml(bank.name)}</span></button></li>`,
    )
    .join('');
  const error = errors.bank ? `<p class="field-error" id="field-bank" role="alert">${escapeHtml(errors.bank)}</p>` : '';
  return `<form method="post" action="${escapeHtml(action)}">
${hiddenField('token', view.token)}${hiddenField('step', 'bank')}
<fieldset class="bank-fieldset"><legend class="visually-hidden">${escapeHtml(t('bank'))}</legend>
${error}<ul class="bank-list">${banks}</ul></fieldset>
<div class="actions"><button type="submit" name="outcome" value="cancel" class="secondary" formnovalidate>${escapeHtml(t('cancel'))}</button></div>
</form>`;
}

export function chosenBank(bank: Bank): string {
  return `<p class="chosen-bank">${bankLogo(bank)}<span>${escapeHtml(bank.name)}</span></p>`;
}
