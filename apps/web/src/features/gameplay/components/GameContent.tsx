import type { Game } from '@vauhti/contracts/games';
import { useTranslation } from 'react-i18next';
import { useSiteLanguage } from '../../../lib/i18n/site-language';
import { usePageSeo } from '../../../lib/seo/page-seo';
import { formatRtp } from '../rules/game-facts';
import styles from './GameContent.module.css';

/**
 * Under the game window: the game's facts and its content html (gdContent, spec 2.8). The
 * platform sanitises that html before serving it (no scripts, styles, handlers or frames), which
 * is what makes rendering it as html safe, as for every content page.
 */
export function GameContent({ game, html }: { game: Game; html: string }) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  usePageSeo({
    title: game.name,
    description: t('gameWindowComp.seoDescription', { name: game.name, studio: game.vendorDisplayName }),
  });
  return (
    <section className={styles.content} aria-labelledby="game-content-title">
      <h2 id="game-content-title" className={styles.title}>
        {t('gameWindowComp.aboutGame', { name: game.name })}
      </h2>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('gameWindowComp.studio')}</dt>
          <dd>{game.vendorDisplayName}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('gameWindowComp.rtp')}</dt>
          <dd>{formatRtp(game.rtpBasisPoints, language)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('gameWindowComp.volatility')}</dt>
          <dd>{t(`gameWindowComp.volatilityLevel.${game.volatility}`)}</dd>
        </div>
      </dl>
      {html && (
        <div
          className={styles.html}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: gdContent is sanitised by the platform's one HTML policy
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
    </section>
  );
}
