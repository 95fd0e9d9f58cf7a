import { PAGE_NOT_FOUND_ERROR_CODE } from '@vauhti/contracts/site';
import { describe, expect, it } from 'vitest';
import { isStaticPageShown } from './static-page-rules';

const withContent = { errorCode: null, content: '<p>Text.</p>' };
const missing = { errorCode: PAGE_NOT_FOUND_ERROR_CODE, content: '' };

describe('isStaticPageShown (what {lang}/info/... shows: a page or page-not-found)', () => {
  it('shows a page the store has with content, at its url or sub-url', () => {
    expect(isStaticPageShown('about', undefined, withContent)).toBe(true);
    expect(isStaticPageShown('terms', 'bonus', withContent)).toBe(true);
  });

  it('shows page-not-found for a missing page and for one whose content is blank', () => {
    expect(isStaticPageShown('about', undefined, missing)).toBe(false);
    expect(isStaticPageShown('about', undefined, { errorCode: null, content: ' \n ' })).toBe(false);
  });

  it('shows page-not-found for store entries that are not pages (footer, landing page, promo-race page)', () => {
    for (const url of ['footer', 'landing_page', 'promo-races-page']) {
      expect(isStaticPageShown(url, undefined, withContent), url).toBe(false);
    }
  });

  it('shows the contact page even without its text (its form shows on its own)', () => {
    expect(isStaticPageShown('contact-us', undefined, missing)).toBe(true);
  });
});
