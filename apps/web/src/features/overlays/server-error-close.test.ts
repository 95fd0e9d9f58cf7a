import { describe, expect, it } from 'vitest';
import { isRootPath, serverErrorCloseActionOf } from './server-error-close';

const origin = 'https://vauhti.test';

describe('closing the server-error popup (spec 4)', () => {
  it('a deposit url keeps the location', () => {
    expect(serverErrorCloseActionOf('/fi/casino?service=deposit&amount=5', origin)).toEqual({ kind: 'stay' });
    expect(serverErrorCloseActionOf('/fi?step=select-bonus', origin)).toEqual({ kind: 'stay' });
    expect(serverErrorCloseActionOf(`${origin}/fi/casino?step=deposit-status`, origin)).toEqual({ kind: 'stay' });
  });

  it('the root url reloads', () => {
    expect(serverErrorCloseActionOf('/fi', origin)).toEqual({ kind: 'reloadRoot', to: '/fi' });
    expect(serverErrorCloseActionOf(`${origin}/`, origin)).toEqual({ kind: 'reloadRoot', to: '/' });
    expect(serverErrorCloseActionOf('/en/', origin)).toEqual({ kind: 'reloadRoot', to: '/en/' });
  });

  it('any other site url is navigated to', () => {
    expect(serverErrorCloseActionOf('/fi/casino/slots?sort=new', origin)).toEqual({
      kind: 'navigate',
      to: '/fi/casino/slots?sort=new',
    });
    expect(serverErrorCloseActionOf(`${origin}/fi/info/about#team`, origin)).toEqual({
      kind: 'navigate',
      to: '/fi/info/about#team',
    });
  });

  it('never follows a url on another site', () => {
    expect(serverErrorCloseActionOf('https://evil.example/fi', origin)).toEqual({ kind: 'stay' });
    expect(serverErrorCloseActionOf('//evil.example/fi', origin)).toEqual({ kind: 'stay' });
    expect(serverErrorCloseActionOf('javascript:alert(1)', origin)).toEqual({ kind: 'stay' });
  });

  it('only a language home is the root', () => {
    expect(isRootPath('/fi')).toBe(true);
    expect(isRootPath('/casino')).toBe(false);
    expect(isRootPath('/fi/casino')).toBe(false);
  });
});
