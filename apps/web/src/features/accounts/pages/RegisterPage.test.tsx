import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { CodeStatus } from '@vauhti/contracts/accounts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onSiteEvent } from '../../../lib/events/site-events';
import type { RegistrationProgress } from '../../../lib/session/session-types';
import { apiError, guestStatus, mockApi } from '../../../test-support/api-mock';
import { loggedInStatus, profile, registrationProgress } from '../../../test-support/fixtures/session';
import { siteContext } from '../../../test-support/fixtures/site';
import { renderWithSite } from '../../../test-support/render';
import { COUNTRIES } from '../test-support/fixtures';
import { RegisterPage } from './RegisterPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

const STEP_TWO = registrationProgress({ complete: false, nextStep: 2, verifiedChannels: [] });
const STEP_THREE = registrationProgress({ complete: false, nextStep: 3, verifiedChannels: [] });
const DONE = registrationProgress({ complete: true, nextStep: null, verifiedChannels: ['email'] });

/** The platform during a sign-up: the progress moves on as the steps succeed. */
function platform(
  options: { country?: string; start?: RegistrationProgress | null; exempt?: boolean; codeStatus?: CodeStatus } = {},
) {
  const country = options.country ?? 'DE';
  let current: RegistrationProgress | null = options.start ?? null;
  const missing = () =>
    current?.nextStep === 2 ? ['firstName', 'lastName', 'birthDate', 'street', 'city', 'zip', 'phone'] : [];
  const api = mockApi({
    'GET /auth/status': () => (current ? loggedInStatus(current) : guestStatus),
    'GET /site/context': siteContext({ countryCode: country }),
    'GET /countries': { countries: COUNTRIES },
    'GET /profile': () =>
      profile({
        countryCode: country,
        userStatus: 'play',
        missingProfileFields: missing(),
        nationalId: current?.nextStep === 2 ? null : '****1234',
        registration: current ?? DONE,
      }),
    'GET /registration': () => current,
    'POST /registration/step1': () => {
      current = options.exempt ? { ...STEP_TWO, otpRequired: false } : STEP_TWO;
      return { playerId: 7, externalEcrId: 'vauhti-7', registration: current };
    },
    'POST /registration/step2': () => {
      current = options.exempt ? { ...DONE, otpRequired: false, verifiedChannels: [] } : STEP_THREE;
      return current;
    },
    'GET /registration/step3': options.codeStatus ?? { openCode: null, resendInSeconds: 0 },
    'POST /registration/step3/send': ({ body }: { body: unknown }) => ({
      channel: (body as { channel: string }).channel,
      destination: 'n***@vauhti.test',
      expiresAt: '2030-01-01T10:10:00.000Z',
      resendAvailableAt: new Date(Date.now() + 60_000).toISOString(),
      attemptsMax: 5,
    }),
    'POST /registration/step3/verify': ({ body }: { body: unknown }) => {
      if ((body as { code: string }).code !== '123456')
        return apiError(400, 'OTP_INVALID', { field: 'code', attemptsLeft: 4 });
      current = DONE;
      return current;
    },
  });
  return { ...api, setProgress: (next: RegistrationProgress) => (current = next) };
}

async function fillStepOne(user: UserEvent, password = 'Speedy-2026!') {
  await user.type(await screen.findByLabelText('E-mail address'), 'new.player@vauhti.test');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function fillStepTwo(user: UserEvent, nationalId?: string) {
  await user.type(await screen.findByLabelText('First name'), 'Noa');
  await user.type(screen.getByLabelText('Last name'), 'Player');
  await user.selectOptions(screen.getByLabelText('Day'), '21');
  await user.selectOptions(screen.getByLabelText('Month'), '1');
  await user.selectOptions(screen.getByLabelText('Year'), '1993');
  await user.type(screen.getByLabelText('Street address'), 'Friedrichstraße 44');
  await user.type(screen.getByLabelText('Postal code'), '10117');
  await user.type(screen.getByLabelText('City'), 'Berlin');
  await user.type(screen.getByLabelText('Mobile number'), '0151 2345 6789');
  if (nationalId) await user.type(screen.getByLabelText('National identity number'), nationalId);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('registration (three steps)', () => {
  it('goes through account, details and the one-time code, then asks for the deposit modal (service=deposit)', async () => {
    const { calls } = platform();
    const events: string[] = [];
    const stops = [
      onSiteEvent('regThreeUrlTrack', () => events.push('regThreeUrlTrack')),
      onSiteEvent('regClose', () => events.push('regClose')),
    ];
    const user = userEvent.setup();
    renderWithSite(<RegisterPage />, { url: '/en/register' });

    expect((await screen.findByText('Step 1 of 3')).textContent).toBe('Step 1 of 3');
    await fillStepOne(user);
    expect(calls.find((call) => call.path === '/registration/step1')?.body).toEqual({
      email: 'new.player@vauhti.test',
      password: 'Speedy-2026!',
      country: 'DE',
      currency: 'EUR',
      acceptTerms: true,
      language: 'en',
    });

    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeTruthy();
    expect(screen.queryByLabelText('National identity number')).toBeNull();
    await fillStepTwo(user);
    expect(calls.find((call) => call.path === '/registration/step2')?.body).toEqual({
      firstName: 'Noa',
      lastName: 'Player',
      birthDate: '1993-01-21',
      street: 'Friedrichstraße 44',
      city: 'Berlin',
      zip: '10117',
      phone: '+4915123456789',
    });

    expect(await screen.findByRole('heading', { name: "Confirm it's you" })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send the code by e-mail' }));
    const code = await screen.findByLabelText('6-digit code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.getByRole('button', { name: /You can ask for a new code in \d+ seconds/ })).toHaveProperty(
      'disabled',
      true,
    );

    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(code.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'That code is not right. You have 4 attempts left.',
    );

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByTestId('location')).textContent).toBe('at /en?service=deposit');
    expect(events).toEqual(['regThreeUrlTrack', 'regClose']);
    for (const stop of stops) stop();
  });

  it('shows the live password policy and refuses a password made of the e-mail address', async () => {
    const { calls } = platform();
    const user = userEvent.setup();
    renderWithSite(<RegisterPage />, { url: '/en/register' });
    await user.type(await screen.findByLabelText('E-mail address'), 'new.player@vauhti.test');
    await user.type(screen.getByLabelText('Password'), 'new.player1');
    const rule = screen.getByText('nothing from your e-mail address');
    expect(rule.textContent).toContain('(not yet)');
    expect(screen.getByText('8 to 128 characters').textContent).toContain('(done)');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText("Don't use your e-mail address in your password.")).toBeTruthy();
    expect(calls.some((call) => call.path === '/registration/step1')).toBe(false);
  });

  it('requires the terms and the 18+ confirmation, linking the terms and privacy pages', async () => {
    platform();
    const user = userEvent.setup();
    renderWithSite(<RegisterPage />, { url: '/en/register' });
    await user.type(await screen.findByLabelText('E-mail address'), 'new.player@vauhti.test');
    await user.type(screen.getByLabelText('Password'), 'Speedy-2026!');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('To register, confirm that you are 18 or older and accept the terms and conditions.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /terms and conditions/ }).getAttribute('href')).toBe('/en/info/terms');
    expect(screen.getByRole('link', { name: /privacy policy/ }).getAttribute('href')).toBe('/en/info/privacy');
  });

  it('offers only countries that accept sign-ups, and the currencies of the chosen country', async () => {
    platform();
    const user = userEvent.setup();
    renderWithSite(<RegisterPage />, { url: '/en/register' });
    const country = (await screen.findByLabelText('Country of residence')) as HTMLSelectElement;
    expect([...country.options].map((option) => option.value)).not.toContain('GB');
    expect(country.value).toBe('DE');
    await user.selectOptions(country, 'NO');
    const currency = screen.getByLabelText('Currency') as HTMLSelectElement;
    expect([...currency.options].map((option) => option.value)).toEqual(['NOK', 'EUR']);
    expect(currency.value).toBe('NOK');
  });

  it('puts EMAIL_TAKEN under the e-mail field', async () => {
    mockApi({
      'GET /auth/status': guestStatus,
      'GET /site/context': siteContext(),
      'GET /countries': { countries: COUNTRIES },
      'POST /registration/step1': apiError(409, 'EMAIL_TAKEN', { field: 'email' }),
    });
    const user = userEvent.setup();
    renderWithSite(<RegisterPage />, { url: '/en/register' });
    await fillStepOne(user);
    const email = screen.getByLabelText('E-mail address');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'There is already an account with this e-mail address.',
    );
  });

  it('skips the code step in OTP-exempt countries and asks for the national id there', async () => {
    const { calls } = platform({ country: 'SE', exempt: true });
    const user = userEvent.setup();
    renderWithSite(<RegisterPage />, { url: '/en/register' });
    expect(await screen.findByText('Step 1 of 2')).toBeTruthy();
    await fillStepOne(user);
    expect(calls.find((call) => call.path === '/registration/step1')?.body).toMatchObject({
      country: 'SE',
      currency: 'SEK',
    });
    expect(await screen.findByText('Step 2 of 2')).toBeTruthy();
    await fillStepTwo(user, '19930121-1234');
    expect(calls.find((call) => call.path === '/registration/step2')?.body).toMatchObject({
      nationalId: '19930121-1234',
    });
    expect((await screen.findByTestId('location')).textContent).toBe('at /en?service=deposit');
    expect(calls.some((call) => call.path.startsWith('/registration/step3'))).toBe(false);
  });

  it('resumes a logged-in player at the step GET /registration names', async () => {
    platform({ start: STEP_THREE });
    renderWithSite(<RegisterPage />, { url: '/en/register' });
    expect(await screen.findByRole('heading', { name: "Confirm it's you" })).toBeTruthy();
    expect(screen.getByText('Step 3 of 3')).toBeTruthy();
  });

  it("after a reload at step 3 shows the open code's field, where it went, its attempts left and the server's remaining resend seconds", async () => {
    const { calls } = platform({
      start: STEP_THREE,
      codeStatus: {
        openCode: {
          channel: 'sms',
          destination: '+491*******89',
          expiresAt: '2030-01-01T10:10:00.000Z',
          attemptsLeft: 3,
        },
        resendInSeconds: 42,
      },
    });
    renderWithSite(<RegisterPage />, { url: '/en/register' });
    const code = await screen.findByLabelText('6-digit code');
    expect(screen.getByText(/We sent a code to \+491\*{7}89\./)).toBeTruthy();
    expect(document.getElementById(code.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'You have 3 attempts left.',
    );
    expect(
      screen.getByRole('button', { name: 'You can ask for a new code in 42 seconds.' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Send the code by e-mail instead' }).hasAttribute('disabled')).toBe(true);
    expect(calls.some((call) => call.path === '/registration/step3/send')).toBe(false);
  });

  it("after a reload at step 3 with no open code keeps the send button off for the server's remaining wait", async () => {
    platform({ start: STEP_THREE, codeStatus: { openCode: null, resendInSeconds: 1800 } });
    renderWithSite(<RegisterPage />, { url: '/en/register' });
    expect((await screen.findByRole('button', { name: 'Send the code by e-mail' })).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getByText('You can ask for a new code in 1800 seconds.')).toBeTruthy();
    expect(screen.queryByLabelText('6-digit code')).toBeNull();
  });

  it('re-reads the progress when a step is out of order and continues at the right one', async () => {
    const api = platform({ start: STEP_TWO });
    const user = userEvent.setup();
    renderWithSite(<RegisterPage />, { url: '/en/register' });
    await screen.findByRole('heading', { name: 'Your details' });
    // Meanwhile step two was done in another tab: the server refuses it and names step three.
    api.setProgress(STEP_THREE);
    api.fetchMock.mockImplementationOnce(async () =>
      Response.json(
        { error: { code: 'REGISTRATION_STEP_OUT_OF_ORDER', message: 'x', details: { expectedStep: 3 } } },
        { status: 409 },
      ),
    );
    await fillStepTwo(user);
    expect(await screen.findByRole('heading', { name: "Confirm it's you" })).toBeTruthy();
  });

  it('shows the restricted-registration notice instead of the form', async () => {
    mockApi({
      'GET /auth/status': guestStatus,
      'GET /site/context': siteContext({
        registrationMode: 'restricted',
        countryCode: 'GB',
        countryName: 'United Kingdom',
      }),
      'GET /countries': { countries: COUNTRIES },
    });
    renderWithSite(<RegisterPage />, { url: '/en/register' });
    expect(await screen.findByText('We are sorry, but we cannot accept new players from United Kingdom.')).toBeTruthy();
    expect(screen.queryByLabelText('E-mail address')).toBeNull();
  });
});
