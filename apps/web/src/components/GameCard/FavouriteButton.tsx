import type { Game } from '@vauhti/contracts/games';
import { useEffect, useId, useRef, useState } from 'react';
import styles from './GameCard.module.css';
import { GameCardsProvider, type GameCardsState, useGameCardsState } from './game-cards-context';

/** Spec 9: the favourite tooltip shows after 2 s of mouse hover. */
export const FAVOURITE_TOOLTIP_DELAY_MS = 2_000;

type FavouriteButtonProps = { game: Pick<Game, 'gameCode' | 'name'>; className?: string };

/**
 * The heart on a game (spec 2.8, 6): a player adds or removes the game from favourites; a guest
 * cannot favourite, so the click goes to registration, coming back here afterwards.
 */
export function FavouriteButton(props: FavouriteButtonProps) {
  const state = useGameCardsState();
  if (state) return <FavouriteHeart {...props} state={state} />;
  return (
    <GameCardsProvider>
      <FavouriteButton {...props} />
    </GameCardsProvider>
  );
}

export function FavouriteHeart({ game, className, state }: FavouriteButtonProps & { state: GameCardsState }) {
  const { t } = state;
  const tooltipId = useId();
  const [tooltip, setTooltip] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const favourite = state.favourites[game.gameCode] === true;
  const pending = state.pendingFavourite === game.gameCode;

  return (
    // The tooltip sits inside the button (which positions it); the aria-label stays the button's name.
    <button
      type="button"
      className={`${styles.favourite} ${className ?? ''}`}
      aria-pressed={favourite}
      aria-label={state.labels.favourite(game.name)}
      aria-describedby={tooltip ? tooltipId : undefined}
      aria-busy={pending || undefined}
      disabled={pending}
      onClick={() => state.toggleFavourite(game.gameCode, !favourite)}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setTooltip(true), FAVOURITE_TOOLTIP_DELAY_MS);
      }}
      onPointerLeave={() => {
        window.clearTimeout(timer.current);
        setTooltip(false);
      }}
      onBlur={() => setTooltip(false)}
      onKeyDown={(event) => event.key === 'Escape' && setTooltip(false)}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
          fill={favourite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      {tooltip && (
        <span role="tooltip" id={tooltipId} className={styles.tooltip}>
          {t(favourite ? 'favourites.removeMsg' : 'favourites.addMsg')}
        </span>
      )}
    </button>
  );
}
