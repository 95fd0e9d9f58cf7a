import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GameRows } from '../../../../components/GameRows';
import { SiteLink } from '../../../../components/SiteLink';
import { RichText } from '../../../../lib/i18n/RichText';
import { useLocalPath } from '../../../../lib/i18n/site-language';
import { usePageSeo } from '../../../../lib/seo/page-seo';
import { usePromoRacesEnabled, useSportsbookAvailable } from '../../../../lib/site-features/availability';
import { currentAffiliateId } from '../../lib/affiliate';
import { Banners } from '../banners/Banners';
import { HeroArt } from '../HeroArt';
import {
  AdultsOnlyIcon,
  BallIcon,
  BoltIcon,
  CherriesIcon,
  CrownIcon,
  FlagIcon,
  HeartHandIcon,
  RouletteIcon,
  ShieldIcon,
} from '../ProductIcons';
import { type ArtworkName, artworkUrl } from './artwork';
import styles from './Home.module.css';
import frame from './HomeFrame.module.css';
import { SignUpCallToAction } from './SignUpCallToAction';

type Product = {
  id: 'casino' | 'liveCasino' | 'sportsbook' | 'races' | 'vip';
  art: ArtworkName;
  icon: ReactNode;
  /** The page the product lives on; null while it is not open yet. */
  path: string | null;
};

function useProducts(): Product[] {
  const sportsbookAvailable = useSportsbookAvailable();
  const promoRacesEnabled = usePromoRacesEnabled();
  return [
    { id: 'casino', art: 'slots', icon: <CherriesIcon />, path: 'casino/slots' },
    { id: 'liveCasino', art: 'live-casino', icon: <RouletteIcon />, path: 'casino/live-casino' },
    { id: 'sportsbook', art: 'sports', icon: <BallIcon />, path: sportsbookAvailable ? 'sports' : null },
    { id: 'races', art: 'races', icon: <FlagIcon />, path: promoRacesEnabled ? 'vauhtirallit' : null },
    { id: 'vip', art: 'vip', icon: <CrownIcon />, path: 'info/vip' },
  ];
}

const TRUST_POINTS = [
  { id: 'licence', icon: <ShieldIcon /> },
  { id: 'payouts', icon: <BoltIcon /> },
  { id: 'adults', icon: <AdultsOnlyIcon /> },
  { id: 'responsible', icon: <HeartHandIcon /> },
] as const;

/**
 * The logged-out home (spec 2.3): the guest banners (with the visitor's affiliate's banners when
 * they came through one), the brand and the way in, the game rows (popular, new, live casino),
 * what there is to play, and why to trust us.
 */
export function GuestHome() {
  const { t } = useTranslation();
  const localPath = useLocalPath();
  const products = useProducts();
  usePageSeo({
    titleKey: 'homeComp.seo.title',
    descriptionKey: 'homeComp.seo.description',
    keywordsKey: 'homeComp.seo.keywords',
  });

  return (
    <div className={frame.page}>
      <Banners zone="home-guest" affiliateId={currentAffiliateId()} label={t('homeComp.bannersLabel')} />

      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{t('homeComp.hero.eyebrow')}</p>
          <h1 id="home-title" className={styles.heroTitle}>
            <RichText i18nKey="homeComp.hero.title" components={{ gold: <span className={styles.gold} /> }} />
          </h1>
          <p className={styles.lead}>{t('homeComp.hero.lead')}</p>
          <SignUpCallToAction />
        </div>
        <div className={styles.heroArt}>
          <HeroArt />
        </div>
      </section>

      <GameRows />

      <section className={styles.section} aria-labelledby="home-products-title">
        <div className={styles.sectionHead}>
          <h2 id="home-products-title" className={styles.sectionTitle}>
            {t('homeComp.products.title')}
          </h2>
          <p className={styles.sectionLead}>{t('homeComp.products.lead')}</p>
        </div>
        <ul className={styles.products}>
          {products.map((product) => (
            <li key={product.id} className={styles.product}>
              <img
                className={styles.productArt}
                src={artworkUrl(product.art)}
                alt=""
                width={1600}
                height={500}
                loading="lazy"
                decoding="async"
              />
              <div className={styles.productBody}>
                <span className={styles.productIcon}>{product.icon}</span>
                <h3 className={styles.productName}>{t(`homeComp.products.${product.id}.name`)}</h3>
                <p className={styles.productText}>{t(`homeComp.products.${product.id}.text`)}</p>
                {product.path ? (
                  <SiteLink className={styles.productLink} to={localPath(product.path)}>
                    {t(`homeComp.products.${product.id}.link`)}
                    <span aria-hidden="true"> →</span>
                  </SiteLink>
                ) : (
                  <p className={styles.badge}>{t('homeComp.products.comingSoon')}</p>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.trust} aria-labelledby="home-trust-title">
        <h2 id="home-trust-title" className={styles.visuallyHidden}>
          {t('homeComp.trust.title')}
        </h2>
        <ul className={styles.trustList}>
          {TRUST_POINTS.map((point) => (
            <li key={point.id} className={styles.trustItem}>
              <span className={styles.trustIcon}>{point.icon}</span>
              <div>
                <h3 className={styles.trustName}>{t(`homeComp.trust.${point.id}.name`)}</h3>
                <p className={styles.trustText}>{t(`homeComp.trust.${point.id}.text`)}</p>
                {point.id === 'responsible' && (
                  <SiteLink className={styles.trustLink} to={localPath('info/responsible-gaming')}>
                    {t('homeComp.trust.responsible.link')}
                  </SiteLink>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.finalCall} aria-labelledby="home-join-title">
        <h2 id="home-join-title" className={styles.finalTitle}>
          {t('homeComp.join.title')}
        </h2>
        <p className={styles.finalText}>{t('homeComp.join.text')}</p>
        <SignUpCallToAction withNote={false} />
      </section>
    </div>
  );
}
