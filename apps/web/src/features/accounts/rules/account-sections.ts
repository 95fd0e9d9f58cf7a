import type { AccountAreaTab } from '../../../lib/navigation/account-area';

/*
 * The account area's tabs this feature fills: the profile, the password, the transaction history
 * and the account status. The area's other tabs are other features' pages on their own urls
 * (the cashier's history at myaccount/cashier, its deposit limits at myaccount?page=setlimits);
 * the tab list of all of them is lib/navigation/account-area.ts.
 */
export const ACCOUNT_TABS = [
  'profile',
  'password',
  'transactions',
  'status',
] as const satisfies readonly AccountAreaTab[];
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** The path segment of each tab under {lang}/myaccount; the profile is the area's home. */
export const TAB_SECTION: Record<AccountTab, string> = {
  profile: '',
  password: 'password',
  transactions: 'transactions',
  status: 'status',
};

/**
 * The tab a url opens: /myaccount/transactions (spec 2.1), this feature's own sections, else the
 * profile (also for ?page= values other than setlimits, and sections no feature serves yet, such
 * as bonuses).
 */
export function accountTabOf(section: string | undefined): AccountTab {
  const tab = ACCOUNT_TABS.find((candidate) => TAB_SECTION[candidate] === section && section !== '');
  return tab ?? 'profile';
}
