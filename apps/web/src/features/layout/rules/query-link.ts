/**
 * A link to the current page with query parameters set: the deposit button adds service=deposit
 * and the pending-withdrawal icon pendingWithdrawal=true (spec 2.2), and the app opens the modal.
 */
export function currentPageWith(pathname: string, search: string, params: Record<string, string>): string {
  const query = new URLSearchParams(search);
  for (const [name, value] of Object.entries(params)) query.set(name, value);
  return `${pathname}?${query.toString()}`;
}
