/**
 * The tabs of the account area this feature backs with data. Cashier history, bonuses, limits,
 * reality check, the preference centre and the data access request belong to later features and
 * show no tab until they exist.
 */
export const ACCOUNT_TABS = ['profile', 'password', 'transactions', 'status'] as const;
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
 * profile (also for ?page= values and sections another feature will serve).
 */
export function accountTabOf(section: string | undefined): AccountTab {
  const tab = ACCOUNT_TABS.find((candidate) => TAB_SECTION[candidate] === section && section !== '');
  return tab ?? 'profile';
}
