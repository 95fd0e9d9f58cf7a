/**
 * A link to the current page with query parameters set: the deposit button adds service=deposit,
 * the pending-withdrawal icon pendingWithdrawal=true and the balance menu withdraw=true (spec 2.2);
 * the cashier, which the app shell mounts for such a url, opens the modal over the page.
 */
export function currentPageWith(pathname: string, search: string, params: Record<string, string>): string {
  const query = new URLSearchParams(search);
  for (const [name, value] of Object.entries(params)) query.set(name, value);
  return `${pathname}?${query.toString()}`;
}
