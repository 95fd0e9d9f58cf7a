/** The navigation items the url can mark as current (spec part 2, section 2.7). */
export const ACTIVE_TABS = [
  'home',
  'sports',
  'casino',
  'live-casino',
  'promotions',
  'vauhtirallit',
  'bonuses',
  'vip',
  'myaccount',
  'about',
  'contact-us',
  'faq',
] as const;

export type ActiveTab = (typeof ACTIVE_TABS)[number];

const INFO_TABS: Record<string, ActiveTab> = { vip: 'vip', about: 'about', 'contact-us': 'contact-us', faq: 'faq' };

/**
 * The tab a path belongs to, or null: the first segment is the language prefix and is ignored,
 * so every edition highlights the same tab.
 */
export function activeTabOf(pathname: string): ActiveTab | null {
  const [, section, subSection] = pathname.split('/').filter(Boolean);
  switch (section) {
    case undefined:
      return 'home';
    case 'sports':
    case 'promotions':
    case 'vauhtirallit':
      return section;
    case 'casino':
      return subSection === 'live-casino' ? 'live-casino' : 'casino';
    case 'myaccount':
      return subSection === 'bonuses' ? 'bonuses' : 'myaccount';
    case 'info':
      return subSection === undefined ? null : (INFO_TABS[subSection] ?? null);
    default:
      return null;
  }
}
