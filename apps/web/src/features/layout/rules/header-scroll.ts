import { HEADER_SCROLL_THRESHOLD_PX } from '../layout-constants';

/** The header takes its scrolled style once the page is scrolled past 10 px, on desktop only (spec 2.7). */
export function isHeaderScrolled(scrollY: number, mobile: boolean): boolean {
  return !mobile && scrollY > HEADER_SCROLL_THRESHOLD_PX;
}
