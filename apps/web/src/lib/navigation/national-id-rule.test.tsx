import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestStatus, mockApi } from '../../test-support/api-mock';
import { renderWithSite } from '../../test-support/render';
import { useNationalIdRule } from './national-id-rule';

afterEach(() => {
  vi.unstubAllGlobals();
});

function Page() {
  useNationalIdRule();
  return <p>page</p>;
}

const registration = {
  complete: true,
  nextStep: null,
  otpRequired: true,
  otpChannel: 'sms',
  fallbackChannel: 'email',
  verifiedChannels: ['sms'],
};

function platform(loggedIn: boolean, nationalId: string | null) {
  mockApi({
    'GET /auth/status': loggedIn ? { status: 'logged_in', loggedIn: true, playerId: 7, registration } : guestStatus,
    'GET /profile': { playerID: 7, countryCode: 'FI', nationalId, missingProfileFields: [], registration },
    'GET /site/context': { countryCode: 'FI', nationalIdCountries: ['FI', 'SE', 'NO', 'DK', 'EE', 'ES'] },
  });
}

describe('national-id rule in the shell (spec 5)', () => {
  it('sends a Finnish player without a national id to complete the profile', async () => {
    platform(true, null);
    renderWithSite(<Page />, { url: '/en/casino/slots' });
    expect((await screen.findByTestId('location')).textContent).toBe('at /en/completeprofile');
  });

  it('leaves a player who has the id where they are', async () => {
    platform(true, '****018T');
    renderWithSite(<Page />, { url: '/en/casino/slots' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('page')).toBeTruthy();
  });

  it('does nothing for guests', async () => {
    platform(false, null);
    renderWithSite(<Page />, { url: '/en/casino/slots' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('page')).toBeTruthy();
  });
});
