import { h, watchHeight } from '../shared/dom';
import { intlLocaleOf } from '../shared/language';
import { createParentPoster } from '../shared/messages';
import { applyTheme } from '../shared/theme';
import { type LookupTranslate, lookupTranslator } from './lookup-i18n';
import {
  type IdentifiedCustomer,
  lookupOutgoing,
  newCodeVerifier,
  readChallengeAnswer,
  validateContact,
} from './lookup-protocol';
import type { LookupQuery } from './lookup-query';

type LookupState = {
  mode: 'form' | 'identified';
  email: string;
  phone: string;
  error: { field: 'email' | 'phone' | 'form'; text: string } | null;
  busy: boolean;
  customer: IdentifiedCustomer | null;
  challenge: { codeVerifier: string; codeChallenge: string } | null;
};

export type LookupEnvironment = {
  root: HTMLElement;
  query: LookupQuery;
  parent: Window | null;
  fetchImpl?: typeof fetch;
};

/**
 * The customer lookup: identifies the payer by e-mail (and phone), checks the merchant's session
 * through the lookup's server when the query names one, and tells the merchant page who it is.
 */
export function startLookup(environment: LookupEnvironment) {
  const { root, query } = environment;
  const t: LookupTranslate = lookupTranslator(query.locale);
  const post = createParentPoster(environment.parent, query.hostOrigin);
  const fetchImpl = environment.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const codeVerifier = newCodeVerifier();
  const state: LookupState = {
    mode: 'form',
    email: query.email,
    phone: query.phone,
    error: null,
    busy: false,
    customer: null,
    challenge: null,
  };
  applyTheme(document.documentElement, query.theme);
  document.documentElement.lang = intlLocaleOf(query.locale);
  const main = h('main', { class: 'lookup' });
  const status = h('p', { class: 'visually-hidden', role: 'status', 'aria-live': 'polite' });
  root.replaceChildren(main, status);

  async function identify() {
    const problem = validateContact(state.email, state.phone);
    if (problem) {
      state.error = { field: problem.field, text: contactProblemText(t, problem) };
      return render(problem.field);
    }
    state.busy = true;
    state.error = null;
    render();
    const result = await callIdentify();
    state.busy = false;
    if (!result.ok) {
      state.error = { field: result.field ?? 'form', text: result.message };
      return render(result.field ?? null);
    }
    state.customer = result.customer;
    state.mode = 'identified';
    post(lookupOutgoing.identified(result.customer));
    post(lookupOutgoing.customerData(result.customer));
    status.textContent = t('identifiedAs', { email: result.customer.user.email ?? state.email });
    render();
  }

  async function callIdentify(): Promise<
    { ok: true; customer: IdentifiedCustomer } | { ok: false; message: string; field?: 'email' | 'phone' }
  > {
    try {
      const response = await fetchImpl('/lookup-api/identify', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        credentials: 'omit',
        body: JSON.stringify({
          merchantId: query.merchantId,
          userId: query.userId ?? undefined,
          sessionId: query.sessionId ?? undefined,
          email: state.email.trim(),
          phone: state.phone.trim() || undefined,
          codeVerifier: state.challenge?.codeVerifier,
          codeChallenge: state.challenge?.codeChallenge,
        }),
      });
      const body = (await response.json().catch(() => null)) as {
        customer?: IdentifiedCustomer;
        error?: { code?: string; message?: string; details?: { field?: string } };
      } | null;
      if (response.ok && body?.customer) return { ok: true, customer: body.customer };
      const field = body?.error?.details?.field;
      return {
        ok: false,
        message: failureText(t, response.status, body?.error?.code, body?.error?.message),
        field: field === 'email' || field === 'phone' ? field : undefined,
      };
    } catch {
      return { ok: false, message: t('network') };
    }
  }

  function edit() {
    state.mode = 'form';
    post(lookupOutgoing.editUser());
    render('email');
  }

  function reset() {
    state.mode = 'form';
    state.customer = null;
    state.email = '';
    state.phone = '';
    post(lookupOutgoing.reset());
    render('email');
  }

  function render(focus: 'email' | 'phone' | null = null) {
    main.replaceChildren(state.mode === 'identified' ? identifiedView() : formView());
    if (focus) main.querySelector<HTMLElement>(`#${focus}`)?.focus();
  }

  function identifiedView() {
    return h(
      'section',
      { class: 'identified', 'aria-label': t('title') },
      h('p', { class: 'who' }, t('identifiedAs', { email: state.customer?.user.email ?? state.email })),
      h(
        'div',
        { class: 'actions' },
        h('button', { type: 'button', class: 'secondary', onclick: edit }, t('edit')),
        h('button', { type: 'button', class: 'link', onclick: reset }, t('notYou')),
      ),
    );
  }

  function formView() {
    const field = (
      id: 'email' | 'phone',
      type: string,
      autocomplete: string,
      value: string,
      onInput: (v: string) => void,
    ) => {
      const error = state.error?.field === id ? state.error.text : null;
      return h(
        'div',
        { class: error ? 'field has-error' : 'field' },
        h('label', { for: id }, t(id)),
        h('input', {
          id,
          name: id,
          type,
          autocomplete,
          required: id === 'email',
          value,
          'aria-invalid': error ? 'true' : false,
          'aria-describedby': error ? `${id}-error` : false,
          oninput: (event: Event) => onInput((event.target as HTMLInputElement).value),
        }),
        error ? h('p', { class: 'error', id: `${id}-error` }, error) : null,
      );
    };
    return h(
      'form',
      {
        novalidate: true,
        'aria-labelledby': 'lookup-title',
        onsubmit: (event: Event) => {
          event.preventDefault();
          void identify();
        },
      },
      h('h1', { id: 'lookup-title' }, t('title')),
      h('p', { class: 'intro' }, t('intro')),
      field('email', 'email', 'email', state.email, (value) => {
        state.email = value;
      }),
      field('phone', 'tel', 'tel', state.phone, (value) => {
        state.phone = value;
      }),
      state.error?.field === 'form' ? h('p', { class: 'error', role: 'alert' }, state.error.text) : null,
      h(
        'button',
        { type: 'submit', class: 'primary', disabled: state.busy },
        state.busy ? t('checking') : t('continue'),
      ),
    );
  }

  window.addEventListener('message', (event) => {
    const answer = readChallengeAnswer(event, query.hostOrigin);
    if (answer && answer.codeVerifier === codeVerifier) state.challenge = answer;
  });
  render();
  watchHeight(root, (height) => post(lookupOutgoing.reportHeight(height)));
  post(lookupOutgoing.initLoad());
  post(lookupOutgoing.sha256Request(codeVerifier));
}

/** Known refusals in the player's language; a field message from the server as it is (it names the field). */
function failureText(
  t: LookupTranslate,
  status: number,
  code: string | undefined,
  message: string | undefined,
): string {
  if (code === 'EMAIL_MISMATCH') return t('emailMismatch');
  if (status === 401) return t('notVerified');
  return status === 400 && message ? message : t('generic');
}

function contactProblemText(
  t: LookupTranslate,
  problem: { field: 'email' | 'phone'; problem: 'required' | 'invalid' },
) {
  if (problem.field === 'phone') return t('phoneInvalid');
  return problem.problem === 'required' ? t('emailRequired') : t('emailInvalid');
}
