import { describe, expect, it, vi } from 'vitest';
import { createParentPoster, originOf, readPostedMessage } from './messages';

describe('readPostedMessage', () => {
  it('reads objects and JSON strings with an eventType and ignores anything else', () => {
    expect(readPostedMessage({ eventType: 'CASHIER_BOOT', payload: { launchToken: null } })).toEqual({
      eventType: 'CASHIER_BOOT',
      payload: { launchToken: null },
    });
    expect(readPostedMessage('{"eventType":"SET_CSS","payload":"a{}"}')).toEqual({
      eventType: 'SET_CSS',
      payload: 'a{}',
    });
    expect(readPostedMessage('not json')).toBeNull();
    expect(readPostedMessage({ type: 'x' })).toBeNull();
    expect(readPostedMessage(null)).toBeNull();
  });
});

describe('originOf and the parent poster', () => {
  it('keeps only http(s) origins', () => {
    expect(originOf('http://localhost:3000/casino?x=1')).toBe('http://localhost:3000');
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('')).toBeNull();
  });

  it('posts to the merchant origin only, and nothing without one', () => {
    const target = { postMessage: vi.fn() } as unknown as Window;
    createParentPoster(target, 'http://localhost:3000')({ eventType: 'APP_VISIBLE' });
    expect(target.postMessage).toHaveBeenCalledWith({ eventType: 'APP_VISIBLE' }, 'http://localhost:3000');
    createParentPoster(target, null)({ eventType: 'APP_VISIBLE' });
    expect(target.postMessage).toHaveBeenCalledTimes(1);
  });
});
