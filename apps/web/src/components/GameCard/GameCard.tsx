import type { Game, GamesCatalogue, LiveTableStatus } from '@vauhti/contracts/games';
import { memo, type SyntheticEvent } from 'react';
import { TILE_HEIGHT, TILE_WIDTH, tileUrl } from '../../lib/games/game-art';
import { gameplayPath } from '../../lib/games/game-links';
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
 * A game's tile: its art, name and studio, the favourite heart, and how to play: the title is the
 * play link, and a click or tap anywhere on the art follows it too. Guests play for
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

/**
 * Shows a tile's art once it has loaded (until then the placeholder shows). Marked on the element,
 * not in React state: a screenful of art arriving while someone types must not re-render tiles.
 * Each src has its own element, so the mark never carries over to another game's art.
 */
function showLoadedArt(event: SyntheticEvent<HTMLImageElement>) {
  event.currentTarget.dataset.loaded = '';
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

  const src = paths ? tileUrl(paths, game.gameCode) : undefined;

  return (
    <article
      className={`${styles.card} ${className ?? ''}`}
      aria-label={game.name}
      aria-posinset={position}
      aria-setsize={setSize}
    >
      {/* First in the source (the art is drawn above it): the play link comes first for keyboards. */}
      <h3 className={styles.name}>
        {/* The title is the tile's one play link; its hit area spreads under the art (see the CSS). */}
        <a className={styles.play} href={realUrl} onClick={play}>
          {game.name}
        </a>
      </h3>
      {/* The art box draws the game's name as its placeholder until the image has loaded. */}
      <div className={styles.art} data-name={game.name}>
        {src && (
          <img
            // A new element for each game: an <img> given another src keeps painting the old
            // game's art until the new one arrives, and a grid reuses its tiles for other games.
            key={src}
            className={styles.image}
            src={src}
            alt=""
            width={TILE_WIDTH}
            height={TILE_HEIGHT}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            onLoad={showLoadedArt}
          />
        )}
        {liveTable && <LiveBadge table={liveTable} compact />}
        <FavouriteHeart game={game} className={styles.favouritePlace} state={state} />
        {demo && !onPlay && (
          <a className={styles.demo} href={playUrl} onClick={state.followLink} aria-label={labels.demo(game.name)}>
            {labels.demoText}
          </a>
        )}
      </div>
      <p className={styles.studio}>{game.vendorDisplayName}</p>
    </article>
  );
});
