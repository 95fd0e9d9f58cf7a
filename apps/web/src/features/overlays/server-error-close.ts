import { isSiteLanguage } from '../../lib/i18n/languages';
import { isSitePath } from '../../lib/navigation/previous-url';

/**
 * What closing the server-error popup does with the url that caused the error (spec 4):
 * a deposit url keeps the page ('stay'), the site's root (a language home) reloads the site
 * context ('reloadRoot'), any other site url is navigated to ('navigate'). A url on another
 * origin, or one that cannot be read, is never followed.
 */
export type ServerErrorCloseAction =
  | { kind: 'stay' }
  | { kind: 'reloadRoot'; to: string }
  | { kind: 'navigate'; to: string };

/** A deposit url: the cashier's deposit service or any of its steps. */
export function isDepositUrl(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.get('service') === 'deposit' || params.has('step');
}

/** The site's root: '/' or a language home such as '/fi' (with or without a trailing slash). */
export function isRootPath(pathname: string): boolean {
  if (pathname === '/') return true;
  const match = /^\/([^/]+)\/?$/.exec(pathname);
  return match !== null && isSiteLanguage(match[1]);
}

export function serverErrorCloseActionOf(url: string, origin: string): ServerErrorCloseAction {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return { kind: 'stay' };
  }
  const to = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  if (parsed.origin !== origin || !isSitePath(to)) return { kind: 'stay' };
  if (isDepositUrl(parsed.search)) return { kind: 'stay' };
  if (isRootPath(parsed.pathname)) return { kind: 'reloadRoot', to };
  return { kind: 'navigate', to };
}
