import type { IconName } from '../components/icons';
import type { ActiveTab } from './active-tab';

/** One link of the header tabs, side menu or mobile footer nav. */
export type NavItem = {
  id: string;
  /** Its text; an empty translation hides the item (spec 2.7). */
  labelKey: string;
  /** The path under the language prefix ('' is the language home), with an optional #fragment. */
  path: string;
  /** The url tab that marks it current. */
  tab?: ActiveTab;
  icon: IconName;
  /** Opens in a new browser tab. */
  newTab?: boolean;
};

/*
 * There is no FAQ page and no chat vendor yet: help opens the contact page's quick-help block and
 * the chat item the contact page.
 */
const HELP_PATH = 'info/contact-us#quick-help';
const CHAT_PATH = 'info/contact-us';

/** Spec 2.7: home, sports (only while the sportsbook is available), Games, live casino, promotions, VIP. */
export function headerTabs({ sportsAvailable }: { sportsAvailable: boolean }): NavItem[] {
  const tabs: (NavItem | false)[] = [
    { id: 'home', labelKey: 'headerComp.tabs.home', path: '', tab: 'home', icon: 'home' },
    sportsAvailable && {
      id: 'sports',
      labelKey: 'headerComp.tabs.sports',
      path: 'sports',
      tab: 'sports',
      icon: 'sports',
    },
    { id: 'games', labelKey: 'headerComp.tabs.games', path: 'casino/slots', tab: 'casino', icon: 'casino' },
    {
      id: 'live-casino',
      labelKey: 'headerComp.tabs.liveCasino',
      path: 'casino/live-casino',
      tab: 'live-casino',
      icon: 'live',
    },
    { id: 'promotions', labelKey: 'headerComp.tabs.promotions', path: 'promotions', tab: 'promotions', icon: 'gift' },
    { id: 'vip', labelKey: 'headerComp.tabs.vip', path: 'info/vip', tab: 'vip', icon: 'crown' },
  ];
  return tabs.filter((tab): tab is NavItem => tab !== false);
}

export type SideMenuContext = {
  sportsAvailable: boolean;
  promoRacesEnabled: boolean;
  loggedIn: boolean;
  chatOpen: boolean;
};

export type NavGroup = { id: 'play' | 'account' | 'help'; headingKey: string; items: NavItem[] };

/**
 * Spec 2.7: the side menu has the header tabs plus promo races (when enabled); for players my
 * account, bonuses, rewards and favourites; then about, contact us, help (new tab) and the chat
 * (only during its hours).
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
  const account: NavItem[] = context.loggedIn
    ? [
        { id: 'my-account', labelKey: 'sideMenuComp.myAccount', path: 'myaccount', tab: 'myaccount', icon: 'account' },
        { id: 'bonuses', labelKey: 'sideMenuComp.bonuses', path: 'myaccount/bonuses', tab: 'bonuses', icon: 'bonus' },
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
    { id: 'account', headingKey: 'sideMenuComp.sections.account', items: account },
    { id: 'help', headingKey: 'sideMenuComp.sections.help', items: help },
  ];
  return groups.filter((group) => group.items.length > 0);
}

/** Spec 2.3: the mobile footer nav's links (its menu button opens the side menu). */
export const MOBILE_FOOTER_ITEMS: NavItem[] = [
  { id: 'home', labelKey: 'footersticknavComp.home', path: '', tab: 'home', icon: 'home' },
  { id: 'casino', labelKey: 'footersticknavComp.casino', path: 'casino/slots', tab: 'casino', icon: 'casino' },
  {
    id: 'live-casino',
    labelKey: 'footersticknavComp.liveCasino',
    path: 'casino/live-casino',
    tab: 'live-casino',
    icon: 'live',
  },
  { id: 'promotions', labelKey: 'footersticknavComp.promotions', path: 'promotions', tab: 'promotions', icon: 'gift' },
];

/** Items whose translation is empty are hidden (spec 2.7). */
export function withText(items: NavItem[], text: (key: string) => string): (NavItem & { label: string })[] {
  return items.map((item) => ({ ...item, label: text(item.labelKey).trim() })).filter((item) => item.label !== '');
}
