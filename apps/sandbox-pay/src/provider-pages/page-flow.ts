/*
 * What every player-facing provider page shares: finding its transaction from the id and page
 * token, the page's language and amount, the pages for "not found" and "already completed", and
 * the done step that hands the result back to the cashier that opened the page.
 */
import { escapeHtml } from '@vauhti/server-kit';
import type { FastifyReply } from 'fastify';
import type { TransactionView } from '../payments/cashier-facade';
import type {
  PageResult,
  ProviderPageContext,
  ProviderPageKind,
  ProviderPagesFacade,
} from '../payments/provider-pages-facade';
import { LANGUAGE_TAGS, type PageLanguage, pageLanguageOf, type Translate, translatorFor } from './catalogue';
import { brandHeader, messageBlock, renderPage, setPageHeaders } from './layout';
import { NO_THEME, type PageTheme } from './page-theme';

/** Everything a page needs to render for one transaction. */
export type PageView = {
  context: ProviderPageContext;
  txId: string;
  token: string;
  language: PageLanguage;
  t: Translate;
  /** "€25.00" in the page's language. */
  amountText: string;
  /** The ISO 3166 country the payer most likely banks in. */
  country: string;
  /** The merchant's theme from the page's address (page-theme.ts); its forms post back with it. */
  theme: PageTheme;
};

export type OpenedPage =
  | { ok: true; view: PageView }
  | {
      ok: false;
      reason: 'not-found' | 'completed';
      language: PageLanguage;
      theme: PageTheme;
      context?: ProviderPageContext;
    };

const TX_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const TOKEN_PATTERN = /^[A-Za-z0-9_.~-]{1,256}$/;

/**
 * The page's transaction when the token matches, the page is of this kind and still waits for the
 * player. A wrong token, kind or id all look the same from outside: not found. A page the player
 * already acted on is completed even while its transaction waits (after Time-out the provider
 * fails it only when it gives up), so a reload cannot press a second button.
 */
export async function openPage(
  pages: ProviderPagesFacade,
  kind: ProviderPageKind,
  txId: string,
  token: unknown,
  theme: PageTheme = NO_THEME,
): Promise<OpenedPage> {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token) || !TX_ID_PATTERN.test(txId)) {
    return { ok: false, reason: 'not-found', language: 'en', theme };
  }
  const context = await pages.pageContext(txId, token);
  if (!context || context.kind !== kind || context.transaction.txId !== txId) {
    return { ok: false, reason: 'not-found', language: 'en', theme };
  }
  const language = pageLanguageOf(context.locale);
  if (context.transaction.state !== 'WAITING_INPUT' || context.pageDone) {
    return { ok: false, reason: 'completed', language, theme, context };
  }
  return {
    ok: true,
    view: {
      context,
      txId,
      token,
      language,
      t: translatorFor(language),
      amountText: formatAmount(context.transaction.amount, context.transaction.currency, language),
      country: countryOf(context),
      theme,
    },
  };
}

/** Minor units in the currency's own number of decimals, formatted for the language. */
export function formatAmount(amountMinor: number, currency: string, language: PageLanguage): string {
  try {
    const format = new Intl.NumberFormat(LANGUAGE_TAGS[language], { style: 'currency', currency });
    const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(amountMinor / 10 ** decimals);
  } catch {
    // An unknown currency code: show the plain number rather than fail the page.
    return `${(amountMinor / 100).toFixed(2)} ${currency}`;
  }
}

const CURRENCY_COUNTRIES: Record<string, string> = { SEK: 'SE', NOK: 'NO', DKK: 'DK' };
const LANGUAGE_COUNTRIES: Record<string, string> = {
  fi: 'FI',
  sv: 'SE',
  no: 'NO',
  nb: 'NO',
  nn: 'NO',
  da: 'DK',
  de: 'DE',
};

/**
 * The payer's country as the transaction knows it (pay-and-play requests name it). Otherwise it is
 * guessed from the currency (SEK, NOK, DKK name one), then a region in the locale ("sv_FI"), then
 * the language; Finland otherwise, the sandbox's home.
 */
export function countryOf(context: ProviderPageContext): string {
  const known = context.country?.toUpperCase();
  if (known && /^[A-Z]{2}$/.test(known)) return known;
  const byCurrency = CURRENCY_COUNTRIES[context.transaction.currency.toUpperCase()];
  if (byCurrency) return byCurrency;
  const [language = '', region] = context.locale.split(/[-_]/);
  if (region && /^[A-Za-z]{2}$/.test(region)) return region.toUpperCase();
  return LANGUAGE_COUNTRIES[language.toLowerCase()] ?? 'FI';
}

/** A plain page with a heading and a sentence: not found, already completed, failed. */
export function sendStatusPage(
  reply: FastifyReply,
  statusCode: number,
  language: PageLanguage,
  title: string,
  body: string,
  extra = '',
  theme: PageTheme = NO_THEME,
) {
  const t = translatorFor(language);
  setPageHeaders(reply);
  return reply.status(statusCode).send(
    renderPage({
      language,
      title,
      brandClass: 'brand-generic',
      header: brandHeader('Sandbox Pay', t('secureTagline')),
      main: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>${extra}`,
      notice: t('sandboxNotice'),
      theme,
    }),
  );
}

/** 404 with no details: an unknown id and a wrong token must look alike. */
export function sendNotFound(reply: FastifyReply, language: PageLanguage = 'en', theme: PageTheme = NO_THEME) {
  const t = translatorFor(language);
  return sendStatusPage(reply, 404, language, t('notFoundTitle'), t('notFoundBody'), '', theme);
}

/** The answer when the page could not be opened (unknown, or no longer waiting for the player). */
export function sendUnopened(reply: FastifyReply, opened: Extract<OpenedPage, { ok: false }>) {
  if (opened.reason === 'not-found') return sendNotFound(reply, 'en', opened.theme);
  const t = translatorFor(opened.language);
  const link = opened.context ? returnLink(t, opened.context, opened.context.transaction) : '';
  return sendStatusPage(reply, 409, opened.language, t('completedTitle'), t('completedBody'), link, opened.theme);
}

/**
 * Where the player goes back to for this state: the return URL after a success, the merchant's
 * failure URL (when it gave one) after a failure, a cancel or a Time-out (the transaction then still
 * waits, but the player's attempt is over).
 */
function returnAddressFor(context: ProviderPageContext, state: TransactionView['state']): string {
  return state === 'SUCCESSFUL' ? context.returnUrl : (context.failureUrl ?? context.returnUrl);
}

function webUrl(address: string): URL | undefined {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The merchant's return (or failure) URL with the transaction's id and state, when it is a web address. */
export function returnUrlFor(context: ProviderPageContext, transaction: TransactionView): string | undefined {
  const url = webUrl(returnAddressFor(context, transaction.state));
  if (!url) return undefined;
  url.searchParams.set('txId', transaction.txId);
  url.searchParams.set('state', transaction.state);
  return url.toString();
}

/**
 * The merchant's origins, which same-window pages redirect to after their form is posted: the
 * return URL's and the failure URL's, since the outcome picks one.
 */
export function returnOrigin(context: ProviderPageContext): string[] {
  const origins = [context.returnUrl, context.failureUrl]
    .map((address) => (address === undefined ? undefined : webUrl(address)?.origin))
    .filter((origin): origin is string => origin !== undefined);
  return [...new Set(origins)];
}

function returnLink(t: Translate, context: ProviderPageContext, transaction: TransactionView): string {
  const href = returnUrlFor(context, transaction);
  return href ? `<p><a class="button secondary" href="${escapeHtml(href)}">${escapeHtml(t('doneReturn'))}</a></p>` : '';
}

export const PAGE_NOT_FOUND_CODE = 'PAGE_NOT_FOUND';
export const PAGE_DONE_CODE = 'PAGE_DONE';

/**
 * After the facade answered: the done step (tell the opener or parent, or go back to the merchant
 * in the same window), or a page saying why the payment could not be completed. A popup or iframe
 * page that the merchant opened in its own window instead (the site's pay-and-play deposit sends
 * the visitor to the bank so) has nobody to tell: its script then goes back to the return URL.
 */
export function sendOutcome(reply: FastifyReply, view: PageView, result: PageResult) {
  const { t, context } = view;
  if (!result.ok) {
    // The core's codes for a page that is gone or was already answered (a second tab, a double click).
    if (result.code === PAGE_NOT_FOUND_CODE) return sendNotFound(reply, 'en', view.theme);
    if (result.code === PAGE_DONE_CODE) {
      return sendStatusPage(reply, 409, view.language, t('completedTitle'), t('completedBody'), '', view.theme);
    }
    const failure = `${result.message} (${result.code})`;
    return sendStatusPage(reply, 409, view.language, t('failedTitle'), failure, '', view.theme);
  }
  const transaction = result.transaction;
  const href = returnUrlFor(context, transaction);
  if (context.redirectKind === 'window' && href) return reply.status(303).header('location', href).send();
  const message = { eventType: 'PROVIDER_PAGE_DONE', payload: { txId: transaction.txId, state: transaction.state } };
  const popup = context.redirectKind === 'popup';
  const stateText = t(`state${transaction.state}`);
  const body = `<h1>${escapeHtml(t('doneTitle'))}</h1><p role="status">${escapeHtml(stateText)}</p><p>${escapeHtml(t('doneClose'))}</p>${popup || context.redirectKind === 'window' ? returnLink(t, context, transaction) : ''}`;
  setPageHeaders(reply);
  return reply.status(200).send(
    renderPage({
      language: view.language,
      title: t('doneTitle'),
      brandClass: 'brand-generic',
      header: `<p class="brand-name">${escapeHtml(context.merchantName)}</p>`,
      main: body,
      notice: t('sandboxNotice'),
      script: messageBlock(popup ? 'opener' : 'parent', message, popup, href),
      theme: view.theme,
    }),
  );
}
