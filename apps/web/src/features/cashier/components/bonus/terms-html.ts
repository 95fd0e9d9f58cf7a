import type { BonusRulesPage } from '../../api/get-bonus-rules-page';

/** Where content pages hold the site's own address (apps/server/src/seed/content/README.md). */
const PAGE_SITE_URL_PLACEHOLDER = '{{site_url}}';

/**
 * The bonus rules page as the terms popup shows it: its head and content (sanitised by the
 * platform) with the site's address filled in. Its links open in a new tab, because following one
 * in this tab would close the cashier and lose what the player has chosen; links to a place in the
 * same text stay in the popup.
 */
export function termsHtml(page: BonusRulesPage, origin: string): string {
  const template = document.createElement('template');
  template.innerHTML = `${page.head}${page.content}`.split(PAGE_SITE_URL_PLACEHOLDER).join(origin.replace(/\/+$/, ''));
  for (const link of Array.from(template.content.querySelectorAll('a[href]'))) {
    if (link.getAttribute('href')?.startsWith('#')) continue;
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  return template.innerHTML;
}
