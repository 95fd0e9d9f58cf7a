import type { GamesCatalogue } from '@vauhti/contracts/games';
import type { TFunction } from 'i18next';
import { createContext, type MouseEvent, type ReactNode, useCallback, useContext, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useCatalogue, useFavourites, useToggleFavourite } from '../../lib/games/games-queries';
import { useSiteLanguage } from '../../lib/i18n/site-language';
import { isPlainClick, opensInThisWindow } from '../../lib/navigation/plain-click';
import { storePreviousUrl } from '../../lib/navigation/previous-url';
import { useSession } from '../../lib/session/session-queries';

/**
 * What every tile needs about the visitor (language, guest or player, favourites, the toggle,
 * the art paths), read once for a whole grid instead of once per tile: a lobby mounts and
 * unmounts dozens of tiles per keystroke, and per-tile query subscriptions made that slow.
 */
/** A translated text with one {{name}} slot, split once so each tile only joins strings. */
export type NamedLabel = (name: string) => string;

export type GameCardsState = {
  t: TFunction;
  labels: { demo: NamedLabel; favourite: NamedLabel; demoText: string };
  /** Follows a tile's link inside the site (plain anchors: a router Link per tile is too heavy). */
  followLink: (event: MouseEvent<HTMLAnchorElement>) => void;
  language: string;
  guest: boolean;
  favourites: Readonly<Record<string, true>>;
  /** The game whose favourite toggle is waiting for the server, if any. */
  pendingFavourite: string | null;
  toggleFavourite: (gameCode: string, newState: boolean) => void;
  art: Pick<GamesCatalogue, 'gamePath' | 'providerLogoPath'> | undefined;
};

const GameCardsContext = createContext<GameCardsState | null>(null);

/** Splits a translation around its {{name}} placeholder, whatever the language's word order. */
function namedLabel(t: TFunction, key: string): NamedLabel {
  const slot = '\u0000';
  const [before = '', after = ''] = t(key, { name: slot }).split(slot);
  return (name) => `${before}${name}${after}`;
}

/** A plain click for this window stays in the app; anything else is the browser's. */
function staysInApp(event: MouseEvent<HTMLAnchorElement>) {
  return !event.defaultPrevented && isPlainClick(event) && opensInThisWindow(event.currentTarget.target);
}

/** Provides the tiles' shared state; GameCard and FavouriteButton provide it themselves when alone. */
export function GameCardsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const session = useSession();
  const favourites = useFavourites();
  const toggle = useToggleFavourite();
  const catalogue = useCatalogue();
  const navigate = useNavigate();
  const location = useLocation();
  // The page to come back to after registering; a ref, so moving around never re-renders tiles.
  const currentUrl = useRef('');
  currentUrl.current = `${location.pathname}${location.search}`;
  const guest = session.state !== 'player';
  const { mutate } = toggle;

  const toggleFavourite = useCallback(
    (gameCode: string, newState: boolean) => {
      // Spec 2.8, 6: guests cannot favourite; the heart takes them to registration and back.
      if (guest) {
        storePreviousUrl(currentUrl.current);
        navigate(`/${language}/register`);
        return;
      }
      mutate({ newState, gameID: gameCode });
    },
    [guest, language, mutate, navigate],
  );
  const followLink = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (!staysInApp(event)) return;
      event.preventDefault();
      navigate(event.currentTarget.getAttribute('href') ?? '/');
    },
    [navigate],
  );
  const labels = useMemo(
    () => ({
      demo: namedLabel(t, 'gamingComp.demoGame'),
      favourite: namedLabel(t, 'favourites.toggleLabel'),
      demoText: t('gamingComp.demo'),
    }),
    [t],
  );
  const pendingFavourite = toggle.isPending ? (toggle.variables?.gameID ?? null) : null;
  const art = catalogue.data;
  const value = useMemo<GameCardsState>(
    () => ({ t, labels, followLink, language, guest, favourites, pendingFavourite, toggleFavourite, art }),
    [t, labels, followLink, language, guest, favourites, pendingFavourite, toggleFavourite, art],
  );
  return <GameCardsContext.Provider value={value}>{children}</GameCardsContext.Provider>;
}

export function useGameCardsState(): GameCardsState | null {
  return useContext(GameCardsContext);
}
