import { escapeHtml } from '@vauhti/server-kit';
import type { FastifyReply } from 'fastify';
import type { ClientBundle } from './client-bundles';

/*
 * The HTML shell of the hosted cashier and of the lookup, and the headers both send. Both pages
 * live in iframes of whatever page the merchant builds, so any page may frame them
 * (frame-ancestors *); their own scripts and styles come only from this origin.
 */

/** The browser-side languages; the shell's lang attribute before the script sets the exact one. */
const PAGE_LANGUAGES = new Set(['en', 'fi', 'sv', 'de', 'fr', 'es', 'pl', 'ro', 'hu', 'el', 'ja', 'ko']);

export function pageLanguageOf(locale: string | undefined): string {
  const code = (locale ?? '').toLowerCase().split(/[_-]/)[0] ?? '';
  if (code === 'nb' || code === 'nn' || code === 'no') return 'nb';
  return PAGE_LANGUAGES.has(code) ? code : 'en';
}

export function clientPage(options: {
  bundle: ClientBundle;
  rootId: string;
  title: string;
  locale: string | undefined;
}): string {
  const { bundle } = options;
  const css = bundle.css ? `<link rel="stylesheet" href="/client/${bundle.kind}.css?v=${bundle.css.hash}">` : '';
  return `<!doctype html>
<html lang="${pageLanguageOf(options.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="strict-origin-when-cross-origin">
<link rel="icon" href="data:,">
<title>${escapeHtml(options.title)}</title>
${css}
</head>
<body>
<div id="${options.rootId}"></div>
<script type="module" src="/client/${bundle.kind}.js?v=${bundle.js.hash}"></script>
</body>
</html>`;
}

/**
 * Security headers of a framed page. Provider pages (3-D Secure, bank) open inside the cashier
 * from this same origin; styles allow inline because the merchant's SET_CSS arrives as a style
 * element; X-Frame-Options is left out on purpose, as it would forbid the framing.
 */
export function setFramedPageHeaders(reply: FastifyReply, options: { frameSources: string[] }) {
  const frameSources = ["'self'", ...options.frameSources].join(' ');
  reply
    .header(
      'content-security-policy',
      [
        "default-src 'none'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self' data:",
        "connect-src 'self'",
        `frame-src ${frameSources}`,
        "form-action 'self'",
        "base-uri 'none'",
        'frame-ancestors *',
      ].join('; '),
    )
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'strict-origin-when-cross-origin')
    .header('permissions-policy', 'payment=(self), camera=(), microphone=(), geolocation=()')
    .header('cache-control', 'no-store');
}

/** `http://localhost:5000/x` → `http://localhost:5000`; an unparsable address gives nothing. */
export function originOf(url: string): string[] {
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}
