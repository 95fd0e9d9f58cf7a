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
