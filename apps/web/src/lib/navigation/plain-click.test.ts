import { describe, expect, it } from 'vitest';
import { isPlainClick, opensInThisWindow } from './plain-click';

const plain = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false };

describe('isPlainClick', () => {
  it('is a primary click without modifier keys', () => {
    expect(isPlainClick(plain)).toBe(true);
  });

  it('is not a middle or right click, nor a click with any modifier key', () => {
    expect(isPlainClick({ ...plain, button: 1 })).toBe(false);
    expect(isPlainClick({ ...plain, button: 2 })).toBe(false);
    for (const key of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const) {
      expect(isPlainClick({ ...plain, [key]: true }), key).toBe(false);
    }
  });
});

describe('opensInThisWindow', () => {
  it('is a link without a target or with _self, not one for another window', () => {
    expect(opensInThisWindow(undefined)).toBe(true);
    expect(opensInThisWindow(null)).toBe(true);
    expect(opensInThisWindow('')).toBe(true);
    expect(opensInThisWindow('_self')).toBe(true);
    expect(opensInThisWindow('_blank')).toBe(false);
    expect(opensInThisWindow('game')).toBe(false);
  });
});
