import { describe, expect, it } from 'vitest';
import { setLimitsLoginPath } from '../../../lib/navigation/account-area';
import { depositLimitsPath, depositReturnUrl, manageLimitsLink } from './limits-links';

describe('the ways into and out of the deposit limits', () => {
  it('is the set-limits page of the account area with the limits tab', () => {
    expect(depositLimitsPath('fi')).toBe('/fi/myaccount?page=setlimits&tab=limits');
  });

  it('the cashier’s link says from=deposit and remembers the page under the modal without the cashier’s parameters', () => {
    expect(
      manageLimitsLink('en', {
        pathname: '/en/casino/slots',
        search: '?filter=new&step=select-deposit-method&amount=20',
      }),
    ).toEqual({
      to: '/en/myaccount?page=setlimits&tab=limits&from=deposit',
      state: { returnTo: '/en/casino/slots?filter=new' },
    });
  });

  it('after saving returns to the deposit modal over the remembered page', () => {
    expect(depositReturnUrl('en', { returnTo: '/en/casino/slots?filter=new' })).toBe(
      '/en/casino/slots?filter=new&service=deposit',
    );
  });

  it.each([
    ['nothing remembered', null],
    ['another site', { returnTo: 'https://evil.example/' }],
    ['the limits page itself', { returnTo: '/en/myaccount?page=setlimits&tab=limits' }],
    ['the monthly limit page', { returnTo: '/en/setmonthlydepositlimit' }],
  ])('returns to the deposit modal over the home page with %s', (_case, state) => {
    expect(depositReturnUrl('en', state)).toBe('/en?service=deposit');
  });

  it('sends a guest to log in with the toSetLimit flag and the limits tab', () => {
    expect(setLimitsLoginPath('de')).toBe('/de/login?toSetLimit=setlimits&tab=limits');
  });
});
