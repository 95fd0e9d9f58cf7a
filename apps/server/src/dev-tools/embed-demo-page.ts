import { MERCHANT_CALLBACK_NAMES } from '@vauhti/cashier-embed/events';
import { escapeHtml } from '@vauhti/server-kit';
import type { BootstrapperName } from './embed-demo-scripts';

/** What the page is asked to show: the query of GET /embed-demo, with its defaults applied. */
export type EmbedDemoSettings = {
  bootstrapper: BootstrapperName;
  lookup: boolean;
  method: 'deposit' | 'withdrawal';
  player: string;
};

export type EmbedDemoPageOptions = {
  settings: EmbedDemoSettings;
  /** Whether PaymentIQ's package is installed; without it only ours is offered. */
  paymentiqAvailable: boolean;
  /** E-mails offered in the player field (the seeded demo players). */
  suggestedPlayers: readonly string[];
};

export const BOOTSTRAPPER_LABELS: Record<BootstrapperName, string> = {
  vauhti: 'Vauhti cashier-embed',
  paymentiq: 'PaymentIQ bootstrapper 1.7.4',
};

/** The demo page's address for some settings, for links that switch one of them. */
export function embedDemoHref(settings: EmbedDemoSettings): string {
  const query = new URLSearchParams({
    bootstrapper: settings.bootstrapper,
    lookup: settings.lookup ? '1' : '0',
    method: settings.method,
    player: settings.player,
  });
  return `/embed-demo?${query.toString()}`;
}

/**
 * The merchant demo page: a standalone document, not the React site, so that nothing but the
 * bootstrapper and a few lines of merchant code run on it, as on a real merchant's page. Its
 * script and stylesheet are separate files, so the page's own policy needs no inline allowance.
 */
export function renderEmbedDemoPage(options: EmbedDemoPageOptions): string {
  const { settings, paymentiqAvailable } = options;
  const otherBootstrapper: BootstrapperName = settings.bootstrapper === 'vauhti' ? 'paymentiq' : 'vauhti';
  const summary = [
    BOOTSTRAPPER_LABELS[settings.bootstrapper],
    settings.method,
    settings.lookup ? 'with customer lookup' : 'cashier only',
  ].join(' · ');
  const switchLink =
    otherBootstrapper === 'paymentiq' && !paymentiqAvailable
      ? ''
      : `<p class="switch"><a href="${escapeHtml(embedDemoHref({ ...settings, bootstrapper: otherBootstrapper }))}">Switch to ${BOOTSTRAPPER_LABELS[otherBootstrapper]}</a></p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Embedded cashier demo · Vauhti</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/embed-demo/page.css">
</head>
<body>
<header class="top">
  <div class="wrap">
    <p class="brand">Vauhti <span>development tool</span></p>
    <h1>Embedded cashier demo</h1>
    <p class="lead">A merchant page that embeds the payment provider's cashier with one script tag. Switch between our
    bootstrapper and PaymentIQ's published one: the merchant code below is the same for both.</p>
  </div>
</header>
<main class="wrap layout" id="demo" data-bootstrapper="${settings.bootstrapper}" data-lookup="${settings.lookup}"
  data-method="${settings.method}" data-player="${escapeHtml(settings.player)}"
  data-callbacks="${escapeHtml(JSON.stringify(MERCHANT_CALLBACK_NAMES))}">
  <section class="panel cashier-panel" aria-labelledby="cashier-title">
    <div class="section-head">
      <h2 id="cashier-title">Cashier</h2>
      <p class="summary">${escapeHtml(summary)} · <a href="#settings-title">change</a></p>
    </div>
    <p id="status" class="status" role="status">Loading ${BOOTSTRAPPER_LABELS[settings.bootstrapper]}…</p>
    <div class="toolbar" role="group" aria-label="Cashier API calls">
      <button type="button" id="api-css" aria-pressed="false" disabled>css: gold accent</button>
      <button type="button" id="api-pause" disabled>pause</button>
      <button type="button" id="api-resume" disabled>resume</button>
      <button type="button" id="api-reset" disabled>_PaymentCashierReset()</button>
    </div>
    <div id="cashier" class="cashier-container"></div>
  </section>
  <section class="panel log-panel" aria-labelledby="log-title">
    <div class="section-head">
      <h2 id="log-title">Event log</h2>
      <button type="button" id="log-clear">Clear</button>
    </div>
    <p class="hint">Every callback of the API as it fires, newest last; payloads are cut at 600 characters.</p>
    <ol id="event-log" class="event-log" role="log" aria-live="polite" aria-labelledby="log-title" tabindex="0"></ol>
  </section>
  <section class="panel settings" aria-labelledby="settings-title">
    <h2 id="settings-title">Settings</h2>
    <form method="get" action="/embed-demo" class="settings-form">
      ${bootstrapperFieldset(settings, paymentiqAvailable)}
      ${radioFieldset('Mode', 'lookup', settings.lookup ? '1' : '0', [
        ['0', 'Cashier only'],
        ['1', 'With customer lookup'],
      ])}
      ${radioFieldset('Method', 'method', settings.method, [
        ['deposit', 'Deposit'],
        ['withdrawal', 'Withdrawal'],
      ])}
      <div class="field">
        <label for="player">Player (e-mail)</label>
        <input id="player" name="player" type="email" required autocomplete="off" list="demo-players"
          value="${escapeHtml(settings.player)}">
        <datalist id="demo-players">${options.suggestedPlayers
          .map((email) => `<option value="${escapeHtml(email)}"></option>`)
          .join('')}</datalist>
      </div>
      <div class="actions"><button type="submit" class="primary">Reload with these settings</button></div>
    </form>
    ${switchLink}
  </section>
</main>
<script src="/embed-demo/${settings.bootstrapper}.js"></script>
<script src="/embed-demo/page.js"></script>
</body>
</html>
`;
}

function bootstrapperFieldset(settings: EmbedDemoSettings, paymentiqAvailable: boolean): string {
  const radios = (['vauhti', 'paymentiq'] as const).map((name) => {
    const disabled = name === 'paymentiq' && !paymentiqAvailable;
    const checked = settings.bootstrapper === name ? ' checked' : '';
    return `<label class="choice${disabled ? ' disabled' : ''}"><input type="radio" name="bootstrapper" value="${name}"${checked}${
      disabled ? ' disabled aria-describedby="paymentiq-absent"' : ''
    }> ${BOOTSTRAPPER_LABELS[name]}</label>`;
  });
  const absent = paymentiqAvailable
    ? ''
    : '<p class="hint" id="paymentiq-absent">PaymentIQ\'s bootstrapper is not installed here (paymentiq-cashier-bootstrapper is a development dependency), so only ours is offered.</p>';
  return `<fieldset><legend>Bootstrapper</legend>${radios.join('')}${absent}</fieldset>`;
}

function radioFieldset(legend: string, name: string, selected: string, choices: [string, string][]): string {
  const radios = choices.map(
    ([value, label]) =>
      `<label class="choice"><input type="radio" name="${name}" value="${value}"${value === selected ? ' checked' : ''}> ${label}</label>`,
  );
  return `<fieldset><legend>${legend}</legend>${radios.join('')}</fieldset>`;
}
