import { useTranslation } from 'react-i18next';
import { Button, buttonClassName } from '../../../components/Button';
import { SiteLink } from '../../../components/SiteLink';
import { useLocalPath } from '../../../lib/i18n/site-language';
import { usePageSeo } from '../../../lib/seo/page-seo';
import { useBannerSlides } from '../components/banners/use-banner-slides';
import { ContentHtml } from '../components/ContentHtml';
import { FlagIcon, GiftIcon } from '../components/ProductIcons';
import { currentAffiliateId } from '../lib/affiliate';
import type { BannerSlide } from '../lib/banner-slides';
import { BONUS_TERMS_PAGE, PROMO_RACE_RULES_PAGE } from '../lib/static-page-rules';
import styles from './PromotionsPage.module.css';

/** Cards shown while the promotions load. */
const PLACEHOLDER_CARDS = 3;

function PromotionCard({ slide }: { slide: BannerSlide }) {
  const { t } = useTranslation();
  const target = slide.target;
  return (
    <li className={styles.card}>
      <ContentHtml className={styles.cardContent} html={slide.html} />
      {target && (
        <div className={styles.cardActions}>
          {target.kind === 'internal' ? (
            <SiteLink className={buttonClassName('primary', 'md')} to={target.to}>
              {t('promotionsComp.cta')}
            </SiteLink>
          ) : (
            <a className={buttonClassName('primary', 'md')} href={target.href}>
              {t('promotionsComp.cta')}
            </a>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * {lang}/promotions: the promotions zone's banners as offer cards (artwork, title, text, a call
 * to action), and the rules every offer and race follows.
 */
export function PromotionsPage() {
  const { t } = useTranslation();
  const localPath = useLocalPath();
  usePageSeo({
    titleKey: 'promotionsComp.seo.title',
    descriptionKey: 'promotionsComp.seo.description',
    keywordsKey: 'promotionsComp.seo.keywords',
  });
  const { query, pending, slides } = useBannerSlides('promotions', currentAffiliateId());

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('promotionsComp.eyebrow')}</p>
        <h1 className={styles.title}>{t('promotionsComp.title')}</h1>
        <p className={styles.lead}>{t('promotionsComp.lead')}</p>
      </header>

      <section aria-labelledby="promotions-offers-title" aria-busy={pending || undefined}>
        <h2 id="promotions-offers-title" className={styles.visuallyHidden}>
          {t('promotionsComp.offersTitle')}
        </h2>
        {pending ? (
          <ul className={styles.cards} aria-hidden="true">
            {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their position
              <li key={index} className={`${styles.card} ${styles.placeholder}`} />
            ))}
          </ul>
        ) : query.isError ? (
          <div className={styles.message} role="alert">
            <p>{t('promotionsComp.failed')}</p>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('promotionsComp.retry')}
            </Button>
          </div>
        ) : slides.length === 0 ? (
          <div className={styles.message}>
            <GiftIcon />
            <p>{t('promotionsComp.empty')}</p>
          </div>
        ) : (
          <ul className={styles.cards}>
            {slides.map((slide) => (
              <PromotionCard key={slide.id} slide={slide} />
            ))}
          </ul>
        )}
      </section>

      <section className={styles.rules} aria-labelledby="promotions-rules-title">
        <h2 id="promotions-rules-title" className={styles.rulesTitle}>
          {t('promotionsComp.rules.title')}
        </h2>
        <ul className={styles.rulesList}>
          <li>
            <SiteLink className={styles.rule} to={localPath(`info/${BONUS_TERMS_PAGE}`)}>
              <span className={styles.ruleIcon}>
                <GiftIcon />
              </span>
              <span>
                <span className={styles.ruleName}>{t('promotionsComp.rules.bonus')}</span>
                <span className={styles.ruleText}>{t('promotionsComp.rules.bonusText')}</span>
              </span>
            </SiteLink>
          </li>
          <li>
            <SiteLink className={styles.rule} to={localPath(`info/${PROMO_RACE_RULES_PAGE}`)}>
              <span className={styles.ruleIcon}>
                <FlagIcon />
              </span>
              <span>
                <span className={styles.ruleName}>{t('promotionsComp.rules.races')}</span>
                <span className={styles.ruleText}>{t('promotionsComp.rules.racesText')}</span>
              </span>
            </SiteLink>
          </li>
        </ul>
      </section>
    </div>
  );
}
