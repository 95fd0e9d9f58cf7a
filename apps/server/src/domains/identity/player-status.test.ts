import { describe, expect, it } from 'vitest';
import { findCountry } from '../../reference/countries';
import type { PlayerRecord } from './player-repository';
import { accountStateOf, missingProfileFieldsOf, registrationProgressOf } from './player-status';

const finland = findCountry('FI');
const sweden = findCountry('SE');
if (!finland || !sweden) throw new Error('test countries missing');
const now = new Date('2025-06-15T12:00:00Z');
const later = new Date('2025-07-01T00:00:00Z');
const earlier = new Date('2025-06-01T00:00:00Z');

function player(overrides: Partial<PlayerRecord> = {}): PlayerRecord {
  return {
    id: 1,
    externalId: 'x',
    email: 'a@example.test',
    passwordHash: 'h',
    origin: 'self',
    currency: 'EUR',
    countryCode: 'FI',
    jurisdiction: 'MGA',
    language: 'fi',
    userStatus: 'play',
    userCategory: 'c1',
    firstName: 'A',
    lastName: 'B',
    birthDate: '1990-01-01',
    street: 'S 1',
    city: 'C',
    zip: '00100',
    phone: '+358401234567',
    gender: null,
    nationalId: '010190-123A',
    nickname: null,
    detailsCompletedAt: now,
    emailVerifiedAt: null,
    phoneVerifiedAt: null,
    pausedUntil: null,
    selfExcludedUntil: null,
    lockedAt: null,
    lockedReason: null,
    vipLevel: null,
    migrationRequired: false,
    createdAt: now,
    ...overrides,
  };
}

describe('account state', () => {
  it('ranks a lock above a self-exclusion above a pause', () => {
    const all = player({ lockedAt: now, lockedReason: 'fraud', selfExcludedUntil: later, pausedUntil: later });
    expect(accountStateOf(all, now).state).toBe('locked');
    expect(accountStateOf(player({ selfExcludedUntil: later, pausedUntil: later }), now)).toEqual({
      state: 'self_excluded',
      until: later,
      reason: null,
    });
    expect(accountStateOf(player({ pausedUntil: later }), now).state).toBe('paused');
  });

  it('forgets a pause or exclusion whose end has passed', () => {
    expect(accountStateOf(player({ pausedUntil: earlier, selfExcludedUntil: earlier }), now).state).toBe('active');
  });
});

describe('registration progress', () => {
  it('asks for step 2, then step 3, then nothing', () => {
    expect(registrationProgressOf(player({ detailsCompletedAt: null }), finland).nextStep).toBe(2);
    expect(registrationProgressOf(player(), finland)).toMatchObject({
      nextStep: 3,
      complete: false,
      otpChannel: 'sms',
      fallbackChannel: 'email',
    });
    expect(registrationProgressOf(player({ emailVerifiedAt: now }), finland)).toMatchObject({
      nextStep: null,
      complete: true,
      verifiedChannels: ['email'],
    });
  });

  it('needs no step 3 in an OTP-exempt country', () => {
    expect(registrationProgressOf(player({ countryCode: 'SE' }), sweden)).toMatchObject({
      complete: true,
      otpRequired: false,
    });
  });
});

describe('missing profile fields', () => {
  it('lists what the complete-profile page must ask for', () => {
    expect(missingProfileFieldsOf(player(), finland)).toEqual([]);
    expect(missingProfileFieldsOf(player({ birthDate: null, nationalId: null, phone: null }), finland)).toEqual([
      'birthDate',
      'phone',
      'nationalId',
    ]);
  });
});
