import type { Translate } from '../i18n';
import type { ClientApi, HistoryRound } from './api';
import { ClientApiError } from './api';
import { h } from './dom';

/**
 * The round history: the newest page first, older pages appended on request (the server pages by
 * `before=<roundId>`, 20 rounds a page). Each opening starts fresh so just-played rounds show.
 */
export function createHistoryPanel(options: {
  api: ClientApi;
  t: Translate;
  money(amount: number): string;
  time(iso: string): string;
  errorText(code: string): string;
}): HTMLElement {
  const { t } = options;
  const body = h('tbody');
  const status = h('p', { class: 'vg-history__status', role: 'status' }, t('history.loading'));
  const more = h('button', { type: 'button', class: 'vg-button vg-button--small', hidden: true }, t('history.more'));
  const table = h(
    'table',
    { class: 'vg-history__table' },
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', { scope: 'col' }, t('history.time')),
        h('th', { scope: 'col' }, t('history.stake')),
        h('th', { scope: 'col' }, t('history.win')),
        h('th', { scope: 'col' }, t('history.result')),
      ),
    ),
    body,
  );
  let next: string | null = null;
  let shown = 0;

  function row(round: HistoryRound) {
    return h(
      'tr',
      { class: round.win > 0 ? 'vg-history__row vg-history__row--win' : 'vg-history__row' },
      h('td', {}, options.time(round.startedAt)),
      h('td', { class: 'vg-number' }, options.money(round.stake)),
      h('td', { class: 'vg-number' }, round.win > 0 ? options.money(round.win) : '–'),
      h('td', { class: 'vg-history__summary' }, round.summary),
    );
  }

  async function load(before: string | null) {
    more.disabled = true;
    status.textContent = t('history.loading');
    status.hidden = false;
    try {
      const page = await options.api.history(before);
      for (const round of page.rounds) body.append(row(round));
      shown += page.rounds.length;
      next = page.next;
      status.hidden = shown > 0;
      status.textContent = shown === 0 ? t('history.empty') : '';
    } catch (error) {
      status.textContent = options.errorText(error instanceof ClientApiError ? error.code : 'generic');
    } finally {
      more.hidden = next === null;
      more.disabled = false;
    }
  }

  more.addEventListener('click', () => {
    if (next !== null) void load(next);
  });
  void load(null);
  return h('div', { class: 'vg-history' }, table, status, more);
}
