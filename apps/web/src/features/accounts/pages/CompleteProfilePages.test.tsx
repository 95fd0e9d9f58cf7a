import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../lib/session/session-types';
import { apiError, mockApi } from '../../../test-support/api-mock';
import { loggedInStatus, profile, registrationProgress } from '../../../test-support/fixtures/session';
import { siteContext } from '../../../test-support/fixtures/site';
import { renderWithSite } from '../../../test-support/render';
import { CompleteDetailsPage, CompleteProfilePage } from './CompleteProfilePages';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The platform with a player whose profile PATCH /profile completes (answers `patchAnswer` when given). */
function platform(start: Partial<Profile>, patchAnswer?: unknown) {
  let current = profile(start);
  return mockApi({
    'GET /auth/status': loggedInStatus(current.registration),
    'GET /site/context': siteContext(),
    'GET /profile': () => current,
    'PATCH /profile': ({ body }: { body: unknown }) => {
      if (patchAnswer) return patchAnswer;
      const update = body as Record<string, string>;
      current = {
        ...current,
        ...update,
        nationalId: update.nationalId ? `****${update.nationalId.slice(-4)}` : current.nationalId,
        missingProfileFields: [],
        migrationRequired: false,
      };
      return current;
    },
  });
}

describe('complete profile (spec 4 case 6, spec 5 national id)', () => {
  it('asks a player of a national-id country for the missing id, saves it and follows the redirect order', async () => {
    const { calls } = platform({ countryCode: 'FI', nationalId: null, missingProfileFields: ['nationalId'] });
    const user = userEvent.setup();
    renderWithSite(<CompleteProfilePage />, { url: '/en/completeprofile' });
    const nationalId = await screen.findByLabelText('National identity number');
    expect(screen.getByText('Finnish personal identity code, e.g. 131052-308T.')).toBeTruthy();
    expect(screen.queryByLabelText('First name')).toBeNull();
    await user.type(nationalId, '120490-9018');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect((await screen.findByTestId('location')).textContent).toBe('at /en');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ nationalId: '120490-9018' });
  });

  it('asks for the national id in a national-id country even when the profile does not list it', async () => {
    platform({ countryCode: 'NO', nationalId: null, missingProfileFields: [] });
    renderWithSite(<CompleteProfilePage />, { url: '/en/completeprofile' });
    expect(await screen.findByLabelText('National identity number')).toBeTruthy();
  });

  it('requires the national id before saving', async () => {
    const { calls } = platform({ countryCode: 'FI', nationalId: null, missingProfileFields: ['nationalId'] });
    const user = userEvent.setup();
    renderWithSite(<CompleteProfilePage />, { url: '/en/completeprofile' });
    await screen.findByLabelText('National identity number');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Enter your national identity number.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('shows a refused id under its field', async () => {
    platform(
      { countryCode: 'FI', nationalId: null, missingProfileFields: ['nationalId'] },
      apiError(400, 'NATIONAL_ID_INVALID', { field: 'nationalId', reason: 'birth_date_mismatch' }),
    );
    const user = userEvent.setup();
    renderWithSite(<CompleteProfilePage />, { url: '/en/completeprofile' });
    const nationalId = await screen.findByLabelText('National identity number');
    await user.type(nationalId, '120490-9018');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(nationalId.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${nationalId.id}-error`)?.textContent).toBe(
      'This national identity number belongs to a different date of birth. Please check both.',
    );
  });

  it('asks only for the missing fields, in the names PATCH /profile takes', async () => {
    const { calls } = platform({
      street: null,
      zip: null,
      phone: null,
      missingProfileFields: ['street', 'zip', 'phone'],
    });
    const user = userEvent.setup();
    renderWithSite(<CompleteDetailsPage />, { url: '/en/completedetails' });
    expect(await screen.findByRole('dialog', { name: 'Complete your details' })).toBeTruthy();
    await user.type(await screen.findByLabelText('Street address'), 'Unter den Linden 1');
    expect(screen.queryByLabelText('City')).toBeNull();
    await user.type(screen.getByLabelText('Postal code'), '10117');
    await user.type(screen.getByLabelText('Mobile number'), '0151 2345 6789');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByTestId('location');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      street: 'Unter den Linden 1',
      zipCode: '10117',
      phone: '+4915123456789',
    });
  });

  it('explains the migration and confirms the prefilled details', async () => {
    const { calls } = platform({ migrationRequired: true });
    const user = userEvent.setup();
    renderWithSite(<CompleteProfilePage />, { url: '/en/completeprofile?migration=true' });
    expect(await screen.findByRole('dialog', { name: 'Welcome to the new Vauhti' })).toBeTruthy();
    expect(((await screen.findByLabelText('Street address')) as HTMLInputElement).value).toBe('Friedrichstraße 44');
    await user.click(screen.getByRole('button', { name: 'Confirm my details' }));
    await screen.findByTestId('location');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      street: 'Friedrichstraße 44',
      zipCode: '10117',
      city: 'Berlin',
      phone: '+4915123456789',
    });
  });

  it('closing the modal goes home', async () => {
    platform({ missingProfileFields: ['street'], street: null });
    const user = userEvent.setup();
    renderWithSite(<CompleteProfilePage />, { url: '/en/completeprofile' });
    await screen.findByLabelText('Street address');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect((await screen.findByTestId('location')).textContent).toBe('at /en');
  });

  it('sends a player who has not done registration step 2 to registration', async () => {
    platform({ registration: registrationProgress({ complete: false, nextStep: 2, verifiedChannels: [] }) });
    renderWithSite(<CompleteProfilePage />, { url: '/en/completeprofile' });
    expect((await screen.findByTestId('location')).textContent).toBe('at /en/register');
  });
});
