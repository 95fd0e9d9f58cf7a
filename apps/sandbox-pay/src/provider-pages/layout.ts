/*
 * The HTML shell every provider page shares, and the headers that let it run in an iframe of any
 * origin or a popup while running only this app's own script and style.
 */
import { escapeHtml } from '@vauhti/server-kit';
import type { FastifyReply } from 'fastify';
import { ASSET_PATHS } from './assets';
import type { PageLanguage, Translate } from './catalogue';
import { hasTheme, type PageTheme, THEME_STYLESHEET_PATH, withPageTheme } from './page-theme';

export type PageShell = {
  language: PageLanguage | 'en';
  title: string;
  /** The CSS class that sets the brand colours: `brand-skrill`, `brand-acs`. */
  brandClass: string;
  /** The header bar (brand mark and name); already HTML. */
  header: string;
  /** The main content; already HTML. */
  main: string;
  /** The sandbox notice at the foot; already HTML-safe text. */
  notice: string;
  wide?: boolean;
  /** A JSON data block for the script (postMessage), already serialised by `messageBlock`. */
  script?: string;
  /** The merchant's theme from the page's address; the light look without one. */
  theme?: PageTheme;
};

/** The theme's stylesheet, after the pages' own so its variables are the ones read. */
function themeLink(theme: PageTheme | undefined): string {
  if (!theme || !hasTheme(theme)) return '';
  return `\n<link rel="stylesheet" href="${escapeHtml(withPageTheme(THEME_STYLESHEET_PATH, theme))}">`;
}

export function renderPage(shell: PageShell): string {
  return `<!doctype html>
<html lang="${escapeHtml(shell.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(shell.title)}</title>
<link rel="stylesheet" href="${ASSET_PATHS.stylesheet}">${themeLink(shell.theme)}
<script src="${ASSET_PATHS.script}" defer></script>
</head>
<body class="${escapeHtml(shell.brandClass)}">
<div class="page${shell.wide ? ' page--wide' : ''}">
<header class="brand-bar">${shell.header}</header>
<main id="main">
${shell.main}
</main>
<p class="notice">${escapeHtml(shell.notice)}</p>
</div>
${shell.script ?? ''}
</body>
</html>`;
}

/** A brand header: a letter mark, the brand's name and tagline. */
export function brandHeader(name: string, tagline: string): string {
  return `<span class="brand-mark" aria-hidden="true">${escapeHtml(name.charAt(0).toUpperCase())}</span><div><p class="brand-name">${escapeHtml(name)}</p><p class="brand-tagline">${escapeHtml(tagline)}</p></div>`;
}

/**
 * A message for the page script to post to the opener or parent. `<` is escaped so the JSON can
 * never close its script element. With `returnUrl`, a page that finds no opener or parent to tell
 * (the merchant opened it in its own window) goes back to the merchant there instead.
 */
export function messageBlock(
  target: 'opener' | 'parent',
  message: unknown,
  closeAfter: boolean,
  returnUrl?: string,
): string {
  const json = JSON.stringify(message).replaceAll('<', '\\u003c');
  const returnAttribute = returnUrl === undefined ? '' : ` data-return="${escapeHtml(returnUrl)}"`;
  return `<script type="application/json" id="provider-page-message" data-target="${target}" data-close="${closeAfter}"${returnAttribute}>${json}</script>`;
}

/**
 * Any site may frame or open these pages (frame-ancestors *); they run only this app's script and
 * style; forms post back here or, after a same-window page, redirect to the merchant's origin; the
 * page token in the URL never leaves in a Referer; nothing is cached.
 */
export function setPageHeaders(
  reply: FastifyReply,
  options: { formTargets?: string[]; frameAncestors?: string } = {},
): void {
  const formAction = ["'self'", ...(options.formTargets ?? [])].join(' ');
  reply
    .header(
      'content-security-policy',
      [
        "default-src 'none'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "base-uri 'none'",
        `form-action ${formAction}`,
        `frame-ancestors ${options.frameAncestors ?? '*'}`,
      ].join('; '),
    )
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .type('text/html; charset=utf-8');
}

/** The error summary at the top of a form, linking to each field with a problem. */
export function errorSummary(t: Translate, errors: FieldErrors): string {
  const entries = Object.entries(errors);
  if (entries.length === 0) return '';
  const items = entries
    .map(([field, message]) => `<li><a href="#field-${escapeHtml(field)}">${escapeHtml(message)}</a></li>`)
    .join('');
  return `<div class="error-summary" role="alert"><h2>${escapeHtml(t('formErrorHeading'))}</h2><ul>${items}</ul></div>`;
}

/** Field name → a sentence naming the field ("One-time code is required"). */
export type FieldErrors = Record<string, string>;

export type InputOptions = {
  name: string;
  label: string;
  value?: string;
  type?: 'text' | 'password' | 'email';
  autocomplete?: string;
  hint?: string;
  inputmode?: 'numeric' | 'email' | 'text';
  required?: boolean;
  autofocus?: boolean;
  maxLength?: number;
};

/** A labelled input with its hint and error, wired up with aria-describedby for screen readers. */
export function inputField(options: InputOptions, errors: FieldErrors): string {
  const id = `field-${options.name}`;
  const error = errors[options.name];
  const described = [options.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const attributes = [
    `id="${id}"`,
    `name="${escapeHtml(options.name)}"`,
    `type="${options.type ?? 'text'}"`,
    options.value !== undefined && options.type !== 'password' ? `value="${escapeHtml(options.value)}"` : '',
    options.autocomplete ? `autocomplete="${options.autocomplete}"` : '',
    options.inputmode ? `inputmode="${options.inputmode}"` : '',
    options.required ? 'required' : '',
    options.autofocus || (error && Object.keys(errors)[0] === options.name) ? 'autofocus' : '',
    `maxlength="${options.maxLength ?? 100}"`,
    error ? 'aria-invalid="true"' : '',
    described ? `aria-describedby="${described}"` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const hint = options.hint ? `<p class="hint" id="${id}-hint">${escapeHtml(options.hint)}</p>` : '';
  const errorText = error ? `<p class="field-error" id="${id}-error">${escapeHtml(error)}</p>` : '';
  return `<label for="${id}">${escapeHtml(options.label)}</label><input ${attributes}>${hint}${errorText}`;
}

export function hiddenField(name: string, value: string): string {
  return `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
}
