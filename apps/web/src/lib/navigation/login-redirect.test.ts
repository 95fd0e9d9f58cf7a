import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  forceRealGameLogin,
  keepsQueryAfterLogin,
  type LoginRedirectCase,
  type LoginRedirectInput,
  loginFlagsOf,
  loginRedirectTarget,
  nationalIdRedirect,
  withDepositModal,
  withoutQueryParam,
} from './login-redirect';

const NATIONAL_ID_COUNTRIES = ['FI', 'SE', 'NO', 'DK', 'EE', 'ES'];
const OTP_EXEMPT_COUNTRIES = ['SE', 'DK'];

/** A German real-money player with nothing pending: no case applies, so the order ends at home. */
function baseInput(): LoginRedirectInput {
  return {
    language: 'fi',
    flags: {},
    profile: {
      missingProfileFields: [],
      nationalId: null,
      countryCode: 'DE',
      migrationRequired: false,
      userStatus: 'real',
      jurisdiction: 'GGL',
      userCategory: 'c1',
      registration: {
        complete: true,
        nextStep: null,
        otpRequired: true,
        otpChannel: 'email',
        fallbackChannel: 'sms',
        verifiedChannels: ['email'],
      },
    },
    site: { nationalIdCountries: NATIONAL_ID_COUNTRIES, otpExemptCountries: OTP_EXEMPT_COUNTRIES },
    previousUrl: null,
    pendingDeposit: null,
    pendingGameLaunch: null,
  };
}

type Case = Exclude<LoginRedirectCase, 'home'>;
const CASES: Case[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** Makes one case apply without touching what decides any other case. */
const ACTIVATE: Record<Case, (input: LoginRedirectInput) => void> = {
  1: (input) => {
    input.flags.toSetLimit = true;
  },
  2: (input) => {
    input.flags.toAccountstatus = true;
  },
  3: (input) => {
    input.flags.toAccountpreferences = true;
  },
  4: (input) => {
    input.flags.toDsar = true;
  },
  5: (input) => {
    input.profile.migrationRequired = true;
  },
  6: (input) => {
    input.profile.missingProfileFields = ['street'];
  },
  7: (input) => {
    input.profile.registration.verifiedChannels = [];
  },
  8: (input) => {
    input.previousUrl = '/fi/casino/slots?provider=vauhti';
  },
  9: (input) => {
    input.pendingDeposit = { amount: '50', bonus: 'WELCOME' };
  },
  10: (input) => {
    input.pendingGameLaunch = 'book-of-vauhti';
  },
};

const EXPECTED_TARGET: Record<Case, string> = {
  1: '/fi/myaccount?page=setlimits&tab=limits',
  2: '/fi/accountstatus',
  3: '/fi/myaccount?page=preferencecenter',
  4: '/fi/myaccount?page=dsar',
  5: '/fi/completeprofile?migration=true',
  6: '/fi/completeprofile',
  7: '/fi/otp',
  8: '/fi/casino/slots',
  9: '/fi?service=deposit&amount=50&bonus=WELCOME',
  10: '/fi/gameplay/book-of-vauhti',
};

function withCases(cases: Case[]): LoginRedirectInput {
  const input = baseInput();
  for (const id of cases) ACTIVATE[id](input);
  return input;
}

describe('login redirect order (spec part 2, section 4)', () => {
  it('goes to the language home when no case applies', () => {
    expect(loginRedirectTarget(baseInput())).toEqual({ target: '/fi', matched: 'home', swedishNotice: false });
  });

  it.each(CASES)('case %i alone decides, with its own target', (id) => {
    const result = loginRedirectTarget(withCases([id]));
    expect(result.matched).toBe(id);
    expect(result.target).toBe(EXPECTED_TARGET[id]);
  });

  it.each(CASES)('case %i wins over every later case, one at a time and all together', (id) => {
    const later = CASES.filter((other) => other > id);
    for (const other of later) {
      expect(loginRedirectTarget(withCases([id, other])).matched).toBe(id);
    }
    expect(loginRedirectTarget(withCases([id, ...later])).target).toBe(EXPECTED_TARGET[id]);
  });

  it('opens the set-limits page on its limits tab while take-a-break is on (spec 2.1)', () => {
    expect(loginRedirectTarget(withCases([1])).target).toContain('tab=limits');
  });

  it('sends a player of a national-id country without one to complete the profile (case 6)', () => {
    const input = baseInput();
    input.profile.countryCode = 'NO';
    expect(loginRedirectTarget(input).matched).toBe(6);
    input.profile.nationalId = '*******0004';
    expect(loginRedirectTarget(input).matched).toBe('home');
  });

  it('never sends play-status (pay-and-play) players or OTP-exempt countries to /otp (case 7)', () => {
    const input = withCases([7]);
    input.profile.userStatus = 'play';
    expect(loginRedirectTarget(input).matched).toBe('home');
    const exempt = withCases([7]);
    exempt.profile.countryCode = 'DK';
    exempt.profile.nationalId = '****1234';
    expect(loginRedirectTarget(exempt).matched).toBe('home');
    const notRequired = withCases([7]);
    notRequired.profile.registration.otpRequired = false;
    expect(loginRedirectTarget(notRequired).matched).toBe('home');
  });

  it('follows the stored redirect with its query stripped, and ignores foreign or auth urls (case 8)', () => {
    const input = baseInput();
    input.previousUrl = '/fi/myaccount/transactions?x=1#top';
    expect(loginRedirectTarget(input).target).toBe('/fi/myaccount/transactions');
    for (const previousUrl of ['https://evil.test/x', '//evil.test', '/fi/login?toDsar=true', '/fi/register/step1']) {
      expect(loginRedirectTarget({ ...input, previousUrl }).matched).toBe('home');
    }
  });

  it('opens the deposit over the current page with the stored amount or bonus code (case 9)', () => {
    const input = baseInput();
    input.currentPath = '/fi/casino/slots?quick=1';
    input.pendingDeposit = { amount: '20' };
    expect(loginRedirectTarget(input).target).toBe('/fi/casino/slots?service=deposit&amount=20');
    input.pendingDeposit = { bonus: 'SPIN' };
    expect(loginRedirectTarget(input).target).toBe('/fi/casino/slots?service=deposit&bonus=SPIN');
    input.pendingDeposit = { amount: ' ' };
    expect(loginRedirectTarget(input).matched).toBe('home');
    // From the login page itself the deposit opens over the home page.
    expect(loginRedirectTarget({ ...input, pendingDeposit: { amount: '5' }, currentPath: '/fi/login' }).target).toBe(
      '/fi?service=deposit&amount=5',
    );
  });

  it('launches the pending game and refuses launch paths that leave the game route (case 10)', () => {
    const input = baseInput();
    input.pendingGameLaunch = '/en/gameplay/vauhti-roulette';
    expect(loginRedirectTarget(input).target).toBe('/fi/gameplay/vauhti-roulette');
    for (const pendingGameLaunch of ['../../evil', 'https://evil.test', 'a/../b', '']) {
      expect(loginRedirectTarget({ ...input, pendingGameLaunch }).matched).toBe('home');
    }
  });

  it('flags Swedish-licence category c3 players for the Swedish notice, whatever the case', () => {
    const input = withCases([8]);
    input.profile.jurisdiction = 'SGA';
    input.profile.userCategory = 'c3';
    expect(loginRedirectTarget(input)).toMatchObject({ matched: 8, swedishNotice: true });
    input.profile.userCategory = 'c2';
    expect(loginRedirectTarget(input).swedishNotice).toBe(false);
  });

  it('the first applicable case wins for any combination (property)', () => {
    const countries = fc.constantFrom('FI', 'SE', 'DE', 'DK', 'CA', 'NO');
    const channels = fc.subarray(['sms', 'email'] as ('sms' | 'email')[]);
    const arbitraryInput = fc.record({
      flags: fc.record({
        toSetLimit: fc.boolean(),
        toAccountstatus: fc.boolean(),
        toAccountpreferences: fc.boolean(),
        toDsar: fc.boolean(),
      }),
      missingProfileFields: fc.subarray(['firstName', 'street', 'phone', 'nationalId']),
      nationalId: fc.constantFrom(null, '****018T'),
      countryCode: countries,
      migrationRequired: fc.boolean(),
      userStatus: fc.constantFrom('play' as const, 'real' as const),
      otpRequired: fc.boolean(),
      verifiedChannels: channels,
      nationalIdCountries: fc.subarray(NATIONAL_ID_COUNTRIES),
      otpExemptCountries: fc.subarray(OTP_EXEMPT_COUNTRIES),
      previousUrl: fc.constantFrom(null, '/fi/casino?x=1', '/fi/login', 'https://evil.test/', '/fi/promotions'),
      pendingDeposit: fc.constantFrom(null, {}, { amount: '10' }, { bonus: 'B' }, { amount: '', bonus: '' }),
      pendingGameLaunch: fc.constantFrom(null, 'vauhti-slot', '../x'),
    });
    fc.assert(
      fc.property(arbitraryInput, (generated) => {
        const input: LoginRedirectInput = {
          ...baseInput(),
          flags: generated.flags,
          previousUrl: generated.previousUrl,
          pendingDeposit: generated.pendingDeposit,
          pendingGameLaunch: generated.pendingGameLaunch,
          site: {
            nationalIdCountries: generated.nationalIdCountries,
            otpExemptCountries: generated.otpExemptCountries,
          },
        };
        input.profile = {
          ...input.profile,
          missingProfileFields: generated.missingProfileFields,
          nationalId: generated.nationalId,
          countryCode: generated.countryCode,
          migrationRequired: generated.migrationRequired,
          userStatus: generated.userStatus,
          registration: {
            ...input.profile.registration,
            otpRequired: generated.otpRequired,
            verifiedChannels: generated.verifiedChannels,
          },
        };
        // The spec's wording of each case, independent of the implementation.
        const applies: Record<Case, boolean> = {
          1: generated.flags.toSetLimit,
          2: generated.flags.toAccountstatus,
          3: generated.flags.toAccountpreferences,
          4: generated.flags.toDsar,
          5: generated.migrationRequired,
          6:
            generated.missingProfileFields.length > 0 ||
            (generated.nationalIdCountries.includes(generated.countryCode) && generated.nationalId === null),
          7:
            generated.userStatus !== 'play' &&
            !generated.otpExemptCountries.includes(generated.countryCode) &&
            generated.otpRequired &&
            generated.verifiedChannels.length === 0,
          8: generated.previousUrl === '/fi/casino?x=1' || generated.previousUrl === '/fi/promotions',
          9: Boolean(generated.pendingDeposit?.amount || generated.pendingDeposit?.bonus),
          10: generated.pendingGameLaunch === 'vauhti-slot',
        };
        const expected = CASES.find((id) => applies[id]) ?? 'home';
        expect(loginRedirectTarget(input).matched).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });
});

describe('login query flags (spec 2.1)', () => {
  it('reads toSetLimit, toAccountstatus, toAccountpreferences and toDsar; false or 0 turns one off', () => {
    expect(loginFlagsOf('?toSetLimit=true&toDsar&toAccountstatus=false&toAccountpreferences=0&other=1')).toEqual({
      toSetLimit: true,
      toDsar: true,
    });
  });
});

describe('after-login query cases (spec 4)', () => {
  it('keeps withdraw=true for real-money players only', () => {
    expect(keepsQueryAfterLogin('/en/casino?withdraw=true', 'real')).toBe(true);
    expect(keepsQueryAfterLogin('/en/casino?withdraw=true', 'play')).toBe(false);
    expect(keepsQueryAfterLogin('/en/casino?withdraw=false', 'real')).toBe(false);
  });

  it('keeps pendingWithdrawal and withdrawHistory for everyone', () => {
    expect(keepsQueryAfterLogin('/en?pendingWithdrawal=true', 'play')).toBe(true);
    expect(keepsQueryAfterLogin('/en?withdrawHistory', 'real')).toBe(true);
    expect(keepsQueryAfterLogin('/en/casino', 'real')).toBe(false);
  });

  it('adds the deposit modal after registration and keeps an asked amount', () => {
    expect(withDepositModal('/en')).toBe('/en?service=deposit');
    expect(withDepositModal('/en/casino?service=deposit&amount=5')).toBe('/en/casino?service=deposit&amount=5');
  });

  it('removes the quicklogin parameter only', () => {
    expect(withoutQueryParam('/en/casino?quicklogin=true&x=1', 'quicklogin')).toBe('/en/casino?x=1');
    expect(withoutQueryParam('/en/casino?quicklogin', 'quicklogin')).toBe('/en/casino');
  });
});

describe('national-id rule (spec 5)', () => {
  const profile: { countryCode: string; nationalId: string | null } = { countryCode: 'FI', nationalId: null };
  const rule = (pathname: string, overrides: Partial<typeof profile> = {}) =>
    nationalIdRedirect({
      pathname,
      language: 'en',
      profile: { ...profile, ...overrides },
      nationalIdCountries: NATIONAL_ID_COUNTRIES,
    });

  it('sends a player of a personal-id country without a national id to complete the profile', () => {
    expect(rule('/en/casino/slots')).toBe('/en/completeprofile');
  });

  it('leaves registration (step 2 asks for the id) and the completion pages alone', () => {
    expect(rule('/en/register')).toBeNull();
    expect(rule('/en/register/step2')).toBeNull();
    expect(rule('/en/completeprofile')).toBeNull();
  });

  it('does nothing when the id is there or the country needs none', () => {
    expect(rule('/en/casino', { nationalId: '****018T' })).toBeNull();
    expect(rule('/en/casino', { countryCode: 'DE' })).toBeNull();
  });
});

describe('forceRealGame (spec 2.1)', () => {
  it('sends a guest on a gameplay url to login, storing the url without the flag', () => {
    expect(
      forceRealGameLogin({
        pathname: '/en/gameplay/slot-x',
        search: '?forceRealGame=true&a=1',
        language: 'en',
        loggedIn: false,
      }),
    ).toEqual({ previousUrl: '/en/gameplay/slot-x?a=1', target: '/en/login' });
  });

  it('leaves players and other pages alone', () => {
    const input = { pathname: '/en/gameplay/slot-x', search: '?forceRealGame=true', language: 'en', loggedIn: true };
    expect(forceRealGameLogin(input)).toBeNull();
    expect(forceRealGameLogin({ ...input, loggedIn: false, pathname: '/en/casino' })).toBeNull();
  });
});
