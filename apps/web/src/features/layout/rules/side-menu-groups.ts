import { headerTabs, type NavItem } from './nav-items';

/*
 * The side menu's groups (spec 2.7). A file apart from nav-items.ts: the header tabs and the
 * mobile footer nav are on every first page, the side menu loads only when it is opened.
 */

/*
 * There is no FAQ page and no chat vendor yet: help opens the contact page's quick-help block and
 * the chat item the contact page.
 */
const HELP_PATH = 'info/contact-us#quick-help';
const CHAT_PATH = 'info/contact-us';

export type SideMenuContext = {
  sportsAvailable: boolean;
  promoRacesEnabled: boolean;
  /** {lang}/myaccount/bonuses exists (it comes with the bonus engine). */
  bonusesAvailable: boolean;
  loggedIn: boolean;
  chatOpen: boolean;
};

export type NavGroup = { id: 'play' | 'account' | 'help'; headingKey: string; items: NavItem[] };

/**
 * Spec 2.7: the side menu has the header tabs plus promo races (when enabled); for players my
 * account, bonuses (once that page exists), rewards and favourites; then about, contact us, help
 * (new tab) and the chat (only during its hours).
 */
export function sideMenuGroups(context: SideMenuContext): NavGroup[] {
  const play = [...headerTabs(context)];
  if (context.promoRacesEnabled) {
    play.push({
      id: 'promo-races',
      labelKey: 'sideMenuComp.promoRaces',
      path: 'vauhtirallit',
      tab: 'vauhtirallit',
      icon: 'flag',
    });
  }
  const account: (NavItem | false)[] = context.loggedIn
    ? [
        { id: 'my-account', labelKey: 'sideMenuComp.myAccount', path: 'myaccount', tab: 'myaccount', icon: 'account' },
        context.bonusesAvailable && {
          id: 'bonuses',
          labelKey: 'sideMenuComp.bonuses',
          path: 'myaccount/bonuses',
          tab: 'bonuses',
          icon: 'bonus',
        },
        { id: 'rewards', labelKey: 'sideMenuComp.rewards', path: 'info/vip', icon: 'crown' },
        { id: 'favourites', labelKey: 'sideMenuComp.favourites', path: 'casino/favourites', icon: 'heart' },
      ]
    : [];
  const help: NavItem[] = [
    { id: 'about', labelKey: 'sideMenuComp.about', path: 'info/about', tab: 'about', icon: 'info' },
    { id: 'contact-us', labelKey: 'sideMenuComp.contactUs', path: 'info/contact-us', tab: 'contact-us', icon: 'mail' },
    { id: 'help', labelKey: 'sideMenuComp.help', path: HELP_PATH, tab: 'faq', icon: 'help', newTab: true },
  ];
  if (context.chatOpen) help.push({ id: 'chat', labelKey: 'sideMenuComp.chat', path: CHAT_PATH, icon: 'chat' });
  const groups: NavGroup[] = [
    { id: 'play', headingKey: 'sideMenuComp.sections.play', items: play },
    {
      id: 'account',
      headingKey: 'sideMenuComp.sections.account',
      items: account.filter((item): item is NavItem => item !== false),
    },
    { id: 'help', headingKey: 'sideMenuComp.sections.help', items: help },
  ];
  return groups.filter((group) => group.items.length > 0);
}
