import { describe, expect, it } from 'vitest';
import { HEADER_SCROLL_THRESHOLD_PX } from '../layout-constants';
import { isHeaderScrolled } from './header-scroll';

describe('header scrolled style (spec 2.7 and 9: 10 px, desktop only)', () => {
  it('turns on once the page is scrolled past 10 px on desktop', () => {
    expect(HEADER_SCROLL_THRESHOLD_PX).toBe(10);
    expect(isHeaderScrolled(0, false)).toBe(false);
    expect(isHeaderScrolled(10, false)).toBe(false);
    expect(isHeaderScrolled(11, false)).toBe(true);
    expect(isHeaderScrolled(4000, false)).toBe(true);
  });

  it('never applies on mobile widths', () => {
    expect(isHeaderScrolled(11, true)).toBe(false);
    expect(isHeaderScrolled(4000, true)).toBe(false);
  });
});
