import type { Game } from '@vauhti/contracts/games';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TILE_HEIGHT, TILE_WIDTH, tileUrl } from '../../../../lib/games/game-art';
import { gamesByCodes, useCatalogue } from '../../../../lib/games/games-queries';
import { showsGameArrows } from '../../rules/bonus-step';
import styles from './GameCarousel.module.css';
import { type CarouselSlide, SlideCarousel } from './SlideCarousel';

type GameCarouselProps = {
  /** The bonus's game codes (bonusGameCodes). */
  gameCodes: readonly string[];
  selectedGameCode: string | null;
  /** The chosen game, or null when the player takes the choice back. */
  onSelect: (game: Game | null) => void;
};

/**
 * The games a bonus is for, from the site's catalogue (spec part 1 section 2). Choosing one is
 * optional and can be taken back: each tile is a toggle button, and choosing one drops the other.
 * Codes the catalogue does not have are left out; with none left there is no carousel.
 */
export function GameCarousel({ gameCodes, selectedGameCode, onSelect }: GameCarouselProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const hintId = useId();
  const catalogue = useCatalogue();
  if (!catalogue.data) return null;
  const games = gamesByCodes(catalogue.data, gameCodes);
  if (games.length === 0) return null;
  const paths = catalogue.data;

  const slides: CarouselSlide[] = games.map((game) => {
    const pressed = game.gameCode === selectedGameCode;
    return {
      key: game.gameCode,
      content: (
        <button
          type="button"
          className={styles.tile}
          aria-pressed={pressed}
          onClick={() => onSelect(pressed ? null : game)}
        >
          <img
            className={styles.image}
            src={tileUrl(paths, game.gameCode)}
            alt=""
            width={TILE_WIDTH}
            height={TILE_HEIGHT}
            loading="lazy"
            decoding="async"
          />
          <span className={styles.name}>{game.name}</span>
        </button>
      ),
    };
  });

  return (
    <section className={styles.games} aria-labelledby={headingId}>
      <SlideCarousel
        heading={
          <div>
            <h3 id={headingId} className={styles.heading}>
              {t('bonusComp.gamesHeading')}
            </h3>
            <p id={hintId} className={styles.hint}>
              {t('bonusComp.gamesHint')}
            </p>
          </div>
        }
        size="game"
        showArrows={showsGameArrows(games.length)}
        previousLabel={t('bonusComp.previousGames')}
        nextLabel={t('bonusComp.nextGames')}
        slides={slides}
        trackRole="group"
        trackProps={{ 'aria-labelledby': headingId, 'aria-describedby': hintId }}
      />
    </section>
  );
}
