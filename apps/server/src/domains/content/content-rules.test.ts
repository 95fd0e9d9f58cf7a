import { describe, expect, it } from 'vitest';
import { isSafeTargetUrl, URL_PATH_PATTERN } from './content-rules';

describe('content rules', () => {
  it('takes page addresses of one or two lower-case segments', () => {
    for (const path of ['about', 'vip/levels', 'bonus-rules', 'promo_races', 'a'.repeat(60)]) {
      expect(URL_PATH_PATTERN.test(path), path).toBe(true);
    }
    for (const path of ['', 'About', 'a/b/c', '/about', 'about/', 'a'.repeat(61), '../etc', 'a b', 'ä']) {
      expect(URL_PATH_PATTERN.test(path), path).toBe(false);
    }
  });

  it('lets banners link to site paths, the site address and web addresses only', () => {
    for (const url of ['', 'register', 'casino/slots', '/info/vip', '{{siteUrl}}', '{{siteUrl}}/promotions']) {
      expect(isSafeTargetUrl(url), url).toBe(true);
    }
    expect(isSafeTargetUrl('https://partner.example/offer?x=1')).toBe(true);
    const refused = [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,x',
      '//evil.test',
      '{{siteUrl}}.evil.test',
      '{{siteUrl}}javascript:x',
      'https://',
      'a"onmouseover="x',
      `x${'y'.repeat(600)}`,
    ];
    for (const url of refused) expect(isSafeTargetUrl(url), url).toBe(false);
  });
});
