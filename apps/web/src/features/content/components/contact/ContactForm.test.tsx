import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onSiteEvent } from '../../../../lib/events/site-events';
import { apiError, guestStatus, MockResponse, mockApi } from '../../../../test-support/api-mock';
import { finnishProfile, loggedInStatus } from '../../../../test-support/fixtures/session';
import { renderWithSite } from '../../../../test-support/render';
import { CONTACT_SUCCESS_VISIBLE_MS, ContactForm } from './ContactForm';

const SUCCESS = 'Thank you, your message has been sent. We will reply to your e-mail address soon.';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function field(name: string) {
  return screen.getByLabelText(name) as HTMLInputElement;
}

function submitButton() {
  return screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<string, string>> = {}) {
  const all = {
    'First name': 'Mia',
    'Last name': 'Schmidt',
    'E-mail address': 'mia@example.com',
    'Your message': 'My withdrawal has been pending for two days.',
    ...values,
  };
  for (const [label, value] of Object.entries(all)) {
    if (value) await user.type(field(label), value);
  }
  await user.selectOptions(screen.getByLabelText('What is your enquiry about?'), values.enquiry ?? 'payments');
}

function renderGuestForm(routes: Record<string, unknown> = {}) {
  const api = mockApi({
    'GET /auth/status': guestStatus,
    'POST /contact': new MockResponse(202, { sent: true }),
    ...routes,
  });
  const view = renderWithSite(<ContactForm />, { url: '/en/info/contact-us' });
  return { ...api, ...view };
}

describe('ContactForm validation (spec 5)', () => {
  it('keeps send disabled until every required field is valid', async () => {
    const user = userEvent.setup();
    renderGuestForm();
    await screen.findByLabelText('First name');
    expect(submitButton().disabled).toBe(true);
    await user.type(field('First name'), 'Mia');
    await user.type(field('Last name'), 'Schmidt');
    await user.type(field('E-mail address'), 'mia@example.com');
    await user.type(field('Your message'), 'Hello');
    expect(submitButton().disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('What is your enquiry about?'), 'games');
    await waitFor(() => expect(submitButton().disabled).toBe(false));
  });

  it('offers the five enquiry types', async () => {
    renderGuestForm();
    const select = await screen.findByLabelText('What is your enquiry about?');
    const options = Array.from((select as HTMLSelectElement).options).map((option) => [option.value, option.text]);
    expect(options).toEqual([
      ['', 'Choose a topic'],
      ['account', 'My account'],
      ['payments', 'Deposits and withdrawals'],
      ['bonuses', 'Bonuses and promotions'],
      ['games', 'Games'],
      ['other', 'Something else'],
    ]);
  });

  it('says which required field is empty', async () => {
    const user = userEvent.setup();
    renderGuestForm();
    await user.type(await screen.findByLabelText('First name'), 'M');
    await user.clear(field('First name'));
    expect(await screen.findByText('Please enter your first name.')).toBeTruthy();
    await user.type(field('Your message'), ' ');
    expect(await screen.findByText('Please write your message.')).toBeTruthy();
  });

  it('checks the e-mail format', async () => {
    const user = userEvent.setup();
    renderGuestForm();
    await user.type(await screen.findByLabelText('E-mail address'), 'mia@example');
    expect(await screen.findByText('Please enter a valid e-mail address, like name@example.com.')).toBeTruthy();
    await user.type(field('E-mail address'), '.com');
    await waitFor(() => expect(screen.queryByText(/valid e-mail address/)).toBeNull());
  });

  it('accepts an e-mail address of 64 characters and refuses one of 65', async () => {
    const user = userEvent.setup();
    renderGuestForm();
    const domain = '@example.com';
    const longest = `${'a'.repeat(64 - domain.length)}${domain}`;
    await fillIn(user, { 'E-mail address': longest });
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    await user.type(field('E-mail address'), '{Home}b');
    expect(field('E-mail address').value).toHaveLength(65);
    expect(await screen.findByText('An e-mail address can be at most 64 characters long.')).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
  });
});

describe('ContactForm for logged-in players (spec 2.14)', () => {
  it('prefills and locks the name and e-mail address from the profile', async () => {
    mockApi({ 'GET /auth/status': loggedInStatus(), 'GET /profile': finnishProfile() });
    renderWithSite(<ContactForm />, { url: '/en/info/contact-us' });
    await waitFor(() => expect(field('First name').value).toBe('Aino'));
    expect(field('Last name').value).toBe('Virtanen');
    expect(field('E-mail address').value).toBe('aino@vauhti.test');
    for (const label of ['First name', 'Last name', 'E-mail address']) expect(field(label).readOnly).toBe(true);
    expect(screen.getAllByText('From your account')).toHaveLength(3);
    expect((screen.getByLabelText('Your message') as HTMLTextAreaElement).readOnly).toBe(false);
  });

  it('leaves a name the profile does not have open for typing', async () => {
    mockApi({
      'GET /auth/status': loggedInStatus(),
      'GET /profile': finnishProfile({ firstName: null, lastName: null }),
    });
    renderWithSite(<ContactForm />, { url: '/en/info/contact-us' });
    await waitFor(() => expect(field('E-mail address').value).toBe('aino@vauhti.test'));
    expect(field('First name').readOnly).toBe(false);
    expect(field('Last name').readOnly).toBe(false);
  });
});

describe('ContactForm sending (spec 7, 8, 9)', () => {
  it('sends subject, body, e-mail and the joined name', async () => {
    const user = userEvent.setup();
    const { calls } = renderGuestForm();
    await fillIn(user, { 'First name': '  Mia ' });
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    await user.click(submitButton());
    await screen.findByText(SUCCESS);
    expect(calls.filter((call) => call.path === '/contact').map((call) => call.body)).toEqual([
      {
        subject: 'payments',
        body: 'My withdrawal has been pending for two days.',
        fromEmail: 'mia@example.com',
        fromName: 'Mia Schmidt',
      },
    ]);
  });

  it('shows the success message for exactly 5000 ms, then a blank form prefilled again for a player', async () => {
    mockApi({
      'GET /auth/status': loggedInStatus(),
      'GET /profile': finnishProfile(),
      'POST /contact': new MockResponse(202, { sent: true }),
    });
    const user = userEvent.setup();
    renderWithSite(<ContactForm />, { url: '/en/info/contact-us' });
    await waitFor(() => expect(field('First name').value).toBe('Aino'));
    await user.selectOptions(screen.getByLabelText('What is your enquiry about?'), 'bonuses');
    await user.type(screen.getByLabelText('Your message'), 'Where is my bonus?');
    await waitFor(() => expect(submitButton().disabled).toBe(false));

    vi.useFakeTimers();
    fireEvent.click(submitButton());
    for (let step = 0; step < 20 && !screen.queryByText(SUCCESS); step += 1) {
      await act(() => vi.advanceTimersByTimeAsync(0));
    }
    expect(screen.getByText(SUCCESS)).toBeTruthy();
    expect((screen.getByLabelText('Your message') as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByLabelText('What is your enquiry about?') as HTMLSelectElement).value).toBe('');
    expect(field('First name').value).toBe('Aino');
    expect(field('Last name').value).toBe('Virtanen');
    expect(field('E-mail address').value).toBe('aino@vauhti.test');

    // Spec 9: contact success 5000 ms.
    expect(CONTACT_SUCCESS_VISIBLE_MS).toBe(5_000);
    await act(() => vi.advanceTimersByTimeAsync(4_999));
    expect(screen.queryByText(SUCCESS)).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText(SUCCESS)).toBeNull();
  });

  it('says so when too many messages were sent (429)', async () => {
    const user = userEvent.setup();
    renderGuestForm({ 'POST /contact': apiError(429, 'RATE_LIMITED') });
    await fillIn(user);
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have sent several messages in a short time. Please wait a few minutes before sending another one.',
    );
  });

  it('shows the generic error when the platform answers without sending', async () => {
    const user = userEvent.setup();
    renderGuestForm({ 'POST /contact': new MockResponse(202, { sent: false }) });
    await fillIn(user);
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong on our side. Please try again in a moment.',
    );
    expect(screen.queryByText(SUCCESS)).toBeNull();
  });

  it('broadcasts a server error with the current url when the connection fails, and enables send again', async () => {
    const user = userEvent.setup();
    const errors: { message: string; url: string }[] = [];
    const stop = onSiteEvent('serverError', (detail) => errors.push(detail));
    mockApi({ 'GET /auth/status': guestStatus });
    renderWithSite(<ContactForm />, { url: '/en/info/contact-us?from=footer' });
    await fillIn(user);
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    await user.click(submitButton());
    const text = 'We could not reach Vauhti. Check your connection and try again.';
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(errors).toEqual([{ message: text, url: '/en/info/contact-us?from=footer' }]);
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    stop();
  });

  it('broadcasts a server error for a 5xx answer too', async () => {
    const user = userEvent.setup();
    const errors: unknown[] = [];
    const stop = onSiteEvent('serverError', (detail) => errors.push(detail));
    renderGuestForm({ 'POST /contact': apiError(500, 'INTERNAL') });
    await fillIn(user);
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    await user.click(submitButton());
    await screen.findByRole('alert');
    expect(errors).toHaveLength(1);
    stop();
  });

  it('shows a field error the platform names under that field, without a server-error popup', async () => {
    const user = userEvent.setup();
    const errors: unknown[] = [];
    const stop = onSiteEvent('serverError', (detail) => errors.push(detail));
    renderGuestForm({ 'POST /contact': apiError(400, 'FIELD_INVALID', { field: 'fromEmail' }) });
    await fillIn(user);
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    await user.click(submitButton());
    expect(await screen.findByText('Please enter a valid e-mail address, like name@example.com.')).toBeTruthy();
    expect(field('E-mail address').getAttribute('aria-invalid')).toBe('true');
    expect(errors).toHaveLength(0);
    stop();
  });
});
