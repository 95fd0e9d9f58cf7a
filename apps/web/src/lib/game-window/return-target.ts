import { isSitePath } from '../navigation/previous-url';

/** A casino page: the lobbies under {lang}/casino. */
const CASINO_PATH = /^\/[^/]+\/casino(\/|$)/;
/** The promotions page (spec 2.8 sends a game launched from it to the slots lobby). */
const PROMOTIONS_PATH = /^\/[^/]+\/promotions(\/|$)/;

/**
 * Where closing the game window goes (spec 2.8): the page the game was launched from, with its
 * query; from the promotions page or any page outside the casino, the slots lobby; with no origin
 * (the game was the first page of the visit), the language home.
 */
export function returnTarget(origin: string | null, language: string): string {
  if (!origin || !isSitePath(origin)) return `/${language}`;
  const path = origin.replace(/[?#].*$/, '');
  if (PROMOTIONS_PATH.test(path) || !CASINO_PATH.test(path)) return `/${language}/casino/slots`;
  return origin.replace(/#.*$/, '');
}
