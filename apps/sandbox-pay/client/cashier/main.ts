import './cashier.css';
import { h } from '../shared/dom';
import { originOf } from '../shared/messages';
import { createCashierApi } from './api';
import { startCashier } from './app';
import { translator } from './i18n';
import { parseLaunchQuery } from './launch-query';

// The hosted cashier's entry point (bundled to /client/cashier.js). The server serves the page only
// for a complete launch query, so a failed parse here means the page was opened by hand.
const root = document.getElementById('cashier-root');
if (root) {
  const parsed = parseLaunchQuery(window.location.search);
  if (parsed.ok) {
    const parent = window.parent === window ? null : window.parent;
    // Without the bootstrapper's hostUri (a merchant framing the session URL itself) the parent's
    // own origin is the one to talk to: the browser reports it, the query cannot forge it.
    const hostOrigin = parsed.query.hostOrigin ?? (parent ? framingOrigin() : null);
    startCashier({ root, query: { ...parsed.query, hostOrigin }, api: createCashierApi(), parent });
  } else {
    const t = translator(new URLSearchParams(window.location.search).get('locale'));
    root.replaceChildren(
      h('p', { class: 'failure', role: 'alert' }, `${t('error.generic')} (${parsed.missing.join(', ')})`),
    );
  }
}

function framingOrigin(): string | null {
  const ancestors = (window.location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  return originOf(ancestors?.[0] ?? document.referrer);
}
