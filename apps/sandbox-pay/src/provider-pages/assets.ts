/*
 * The pages' one stylesheet and one script, served from this app so the CSP can forbid inline
 * code. The script only talks to the page that opened or framed this one; it reads its message
 * from a JSON data block the server rendered.
 */
import { brandStyles } from './brands';

export const ASSET_PATHS = {
  stylesheet: '/pages/assets/provider-pages.css',
  script: '/pages/assets/provider-pages.js',
} as const;

export const PROVIDER_PAGES_SCRIPT = `(function () {
  'use strict';
  var block = document.getElementById('provider-page-message');
  if (!block) return;
  var message;
  try { message = JSON.parse(block.textContent || ''); } catch (error) { return; }
  var target = block.getAttribute('data-target') === 'opener' ? window.opener : window.parent;
  var returnUrl = block.getAttribute('data-return');
  // No opener and no parent frame: the merchant sent the player here in its own window (a
  // pay-and-play deposit), so the player goes back to it the way a same-window page does.
  if ((!target || target === window) && returnUrl) {
    window.location.replace(returnUrl);
    return;
  }
  // Any origin may embed or open these pages, and the message carries no secret.
  if (target && target !== window) {
    try { target.postMessage(message, '*'); } catch (error) { /* the other window is gone */ }
  }
  if (block.getAttribute('data-close') === 'true' && window.opener) {
    window.setTimeout(function () { window.close(); }, 400);
  }
})();
`;

/*
 * Every colour reads a --theme-<group>-<key> variable first (page-theme.ts links the merchant's
 * values), with the pages' own light look as the default: background (behind the page),
 * cardbackground (the page), text, headings, labels, mutedtext, border (color, radius),
 * inputborder, input, inputbackground, buttons (color, textcolor, for the pages without a brand of
 * their own), focus, error, success.
 */
const BASE_STYLES = `
:root{--pp-backdrop:var(--theme-background-color,#eef1f4);--pp-page:var(--theme-cardbackground-color,#fff);--pp-subtle:var(--theme-background-color,#f6f8fa);--pp-text:var(--theme-text-color,#1b1f24);--pp-headings:var(--theme-headings-color,var(--pp-text));--pp-labels:var(--theme-labels-color,var(--pp-text));--pp-muted:var(--theme-mutedtext-color,#57606a);--pp-border:var(--theme-border-color,#d0d7de);--pp-input-border:var(--theme-inputborder-color,#8c959f);--pp-input:var(--theme-inputbackground-color,#fff);--pp-input-text:var(--theme-input-color,var(--pp-text));--pp-focus:var(--theme-focus-color,#0969da);--pp-error:var(--theme-error-color,#b42318);--pp-success:var(--theme-success-color,#1a7f37);--pp-radius:var(--theme-border-radius,12px);color-scheme:light}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:var(--theme-font-family,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif);font-size:16px;line-height:1.45;color:var(--pp-text);background:var(--pp-backdrop);--brand:#3a3f4b;--brand-ink:#fff}
.page{max-width:560px;margin:0 auto;min-height:100vh;background:var(--pp-page);display:flex;flex-direction:column}
@media (min-width:600px){body{padding:24px 12px}.page{min-height:0;border-radius:var(--pp-radius);box-shadow:0 4px 24px rgba(16,24,40,.12);overflow:hidden}}
.page--wide{max-width:1000px}
.brand-bar{background:var(--brand);color:var(--brand-ink);padding:14px 20px;display:flex;align-items:center;gap:12px}
.brand-mark{display:inline-flex;align-items:center;justify-content:center;width:36px;height:36px;border-radius:8px;background:var(--brand-ink);color:var(--brand);font-weight:800;font-size:18px}
.brand-name{font-weight:700;font-size:1.15rem;margin:0}
.brand-tagline{font-size:.8rem;opacity:.85;margin:0}
main{padding:20px;flex:1}
h1{font-size:1.35rem;margin:0 0 12px;color:var(--pp-headings)}
h2{font-size:1.1rem;margin:20px 0 8px;color:var(--pp-headings)}
p{margin:0 0 12px}
.summary{display:grid;grid-template-columns:auto 1fr;gap:4px 16px;margin:0 0 18px;padding:12px 14px;background:var(--pp-subtle);border-radius:8px;font-size:.95rem}
.summary dt{color:var(--pp-muted)}.summary dd{margin:0;font-weight:600;overflow-wrap:anywhere}
label{display:block;font-weight:600;margin:12px 0 4px;color:var(--pp-labels)}
input[type=text],input[type=password],input[type=email],input[type=date]{width:100%;padding:10px 12px;font-size:1rem;border:1px solid var(--pp-input-border);border-radius:6px;background:var(--pp-input);color:var(--pp-input-text)}
input[aria-invalid=true]{border-color:var(--pp-error);border-width:2px}
.hint{font-size:.85rem;color:var(--pp-muted);margin:4px 0 0}
.field-error{font-size:.9rem;color:var(--pp-error);margin:4px 0 0;font-weight:600}
.error-summary{border:2px solid var(--pp-error);border-radius:8px;padding:10px 14px;margin:0 0 16px;background:color-mix(in srgb,var(--pp-error) 7%,var(--pp-page))}
.error-summary h2{margin:0 0 6px;font-size:1rem;color:var(--pp-error)}
.error-summary ul{margin:0;padding-left:20px}
.error-summary a{color:var(--pp-error)}
.actions{display:flex;flex-wrap:wrap;gap:10px;margin-top:20px}
button,.button{appearance:none;border:2px solid var(--brand);background:var(--brand);color:var(--brand-ink);padding:10px 18px;font-size:1rem;font-weight:600;border-radius:6px;cursor:pointer;text-decoration:none;display:inline-block;min-height:44px}
button.secondary,.button.secondary{background:var(--pp-page);color:var(--theme-text-color,var(--brand))}
button.outcome-failure{background:var(--pp-error);border-color:var(--pp-error);color:var(--pp-page)}
button.outcome-timeout{background:var(--pp-muted);border-color:var(--pp-muted);color:var(--pp-page)}
button:focus-visible,.button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid var(--pp-focus);outline-offset:2px}
.bank-fieldset{border:0;margin:0;padding:0;min-width:0}
.bank-list{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:10px}
.bank-list button{width:100%;display:flex;align-items:center;gap:10px;background:var(--pp-page);color:var(--pp-text);border:1px solid var(--pp-border);text-align:left;font-weight:600}
.bank-list button:hover{border-color:var(--brand)}
.bank-list button span{min-width:0;overflow-wrap:anywhere}
.bank-logo{flex:none}
.chosen-bank{display:flex;align-items:center;gap:10px;font-weight:600;margin:0 0 12px}
.steps{display:flex;gap:6px;list-style:none;padding:0;margin:0 0 16px;font-size:.8rem;color:var(--pp-muted)}
.steps li{flex:1;border-top:4px solid var(--pp-border);padding-top:4px}
.steps li[aria-current=step]{border-color:var(--brand);color:var(--pp-text);font-weight:600}
.identity-grid{display:grid;grid-template-columns:1fr;gap:0 16px}
@media (min-width:520px){.identity-grid{grid-template-columns:1fr 1fr}}
.notice{font-size:.8rem;color:var(--pp-muted);background:var(--pp-subtle);border-top:1px solid var(--pp-border);padding:10px 20px;margin:0}
.outcome-hint{font-size:.85rem;color:var(--pp-muted);margin:16px 0 0}
.acs-logos{display:flex;gap:8px;font-weight:800;font-size:.8rem}
.acs-logos span{border:1px solid var(--brand-ink);border-radius:4px;padding:2px 6px}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
table{width:100%;border-collapse:collapse;font-size:.92rem}
th,td{text-align:left;padding:8px;border-bottom:1px solid var(--pp-border);vertical-align:top}
td form{display:flex;flex-wrap:wrap;gap:6px;align-items:center;margin:0}
td input[type=text]{width:auto;min-width:120px;flex:1;padding:6px 8px}
td button{padding:6px 12px;min-height:36px}
.table-scroll{overflow-x:auto}
.result{border-radius:8px;padding:10px 14px;margin:0 0 16px;font-weight:600}
.result--ok{background:color-mix(in srgb,var(--pp-success) 10%,var(--pp-page));border:1px solid var(--pp-success)}
.result--error{background:color-mix(in srgb,var(--pp-error) 7%,var(--pp-page));border:1px solid var(--pp-error)}
.brand-acs{--brand:#0b3a6e;--brand-ink:#ffffff}
.brand-operator{--brand:#24292f;--brand-ink:#ffffff}
`;

export function providerPagesStylesheet(): string {
  return `${BASE_STYLES}\n${brandStyles()}\n`;
}
