import { memo } from 'react';
import { TILE_HEIGHT, TILE_WIDTH, tileUrl } from '../../lib/games/game-art';
import { gameplayPath } from '../../lib/games/game-links';
import type { Game, GamesCatalogue, LiveTableStatus } from '../../lib/games/games-types';
import { FavouriteHeart } from './FavouriteButton';
import styles from './GameCard.module.css';
import { GameCardsProvider, type GameCardsState, useGameCardsState } from './game-cards-context';
import { LiveBadge } from './LiveBadge';

export type GameCardProps = {
  game: Game;
  /** The live table's current status, for live games (liveTableId). */
  liveTable?: LiveTableStatus;
  /** The art base paths; read from the catalogue when not given. */
  art?: Pick<GamesCatalogue, 'gamePath' | 'providerLogoPath'>;
  /** Above-the-fold tiles load their art at once; the rest wait until they near the viewport. */
  eager?: boolean;
  /** Replaces following the play link (the game window's switch game and split screen). */
  onPlay?: (game: Game) => void;
  className?: string;
  /** In a virtualised list: the card's 1-based place and the list's length, for screen readers. */
  position?: number;
  setSize?: number;
};

/**
 * A game's tile: its art, name and studio, the favourite heart, and how to play. Guests play for
 * real through login (forceRealGame), or for fun when the game has a demo (spec 2.8, 6). In a
 * grid, wrap the tiles in one GameCardsProvider; a tile on its own provides for itself.
 */
export function GameCard(props: GameCardProps) {
  const state = useGameCardsState();
  if (state) return <GameTile {...props} state={state} />;
  return (
    <GameCardsProvider>
      <GameCard {...props} />
    </GameCardsProvider>
  );
}

const GameTile = memo(function GameTile({
  game,
  liveTable,
  art,
  eager,
  onPlay,
  className,
  position,
  setSize,
  state,
}: GameCardProps & { state: GameCardsState }) {
  const { labels, language, guest } = state;
  const paths = art ?? state.art;
  const playUrl = gameplayPath(language, game);
  const realUrl = guest ? `${playUrl}?forceRealGame=true` : playUrl;
  const demo = guest && game.hasDemo > 0;
  const play = onPlay
    ? (event: React.MouseEvent) => {
        event.preventDefault();
        onPlay(game);
      }
    : state.followLink;

  return (
    <article
      className={`${styles.card} ${className ?? ''}`}
      aria-label={game.name}
      aria-posinset={position}
      aria-setsize={setSize}
    >
      <div className={styles.art}>
        {paths && (
          <img
            className={styles.image}
            src={tileUrl(paths, game.gameCode)}
            alt=""
            width={TILE_WIDTH}
            height={TILE_HEIGHT}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        )}
        {/* The whole art is the play link, so a tap on a phone (no hover) plays too. */}
        {/* biome-ignore lint/a11y/useAnchorContent: the aria-label names the link ("Play <game>") */}
        <a className={styles.play} href={realUrl} onClick={play} aria-label={labels.play(game.name)}>
          <svg
            className={styles.playIcon}
            viewBox="0 0 24 24"
            width="52"
            height="52"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M10 7.5v9l7.5-4.5z" fill="currentColor" />
          </svg>
        </a>
        {liveTable && <LiveBadge table={liveTable} compact />}
        <FavouriteHeart game={game} className={styles.favouritePlace} state={state} />
        {demo && !onPlay && (
          <a className={styles.demo} href={playUrl} onClick={state.followLink} aria-label={labels.demo(game.name)}>
            {labels.demoText}
          </a>
        )}
      </div>
      <h3 className={styles.name}>{game.name}</h3>
      <p className={styles.studio}>{game.vendorDisplayName}</p>
    </article>
  );
});
