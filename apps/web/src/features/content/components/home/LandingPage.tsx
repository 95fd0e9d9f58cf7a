import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, buttonClassName } from '../../../../components/Button';
import { SiteLink } from '../../../../components/SiteLink';
import { Spinner } from '../../../../components/Spinner';
import { broadcast } from '../../../../lib/events/site-events';
import { useLocalPath, useSiteLanguage } from '../../../../lib/i18n/site-language';
import { usePageSeo } from '../../../../lib/seo/page-seo';
import type { SiteContext } from '../../../../lib/site-context/site-context';
import { useSportsbookAvailable } from '../../../../lib/site-features/availability';
import { LOCAL_KEYS, writeStorage } from '../../../../lib/storage/keys';
import { useContentPage } from '../../api/get-content-page';
import { useCatalogueCountFiller } from '../../hooks/use-catalogue-counts';
import { currentAffiliateId } from '../../lib/affiliate';
import { hasCatalogueCounts } from '../../lib/catalogue-counts';
import { landingSignUpPath } from '../../lib/landing-page';
import { PAGE_SITE_URL_PLACEHOLDER, replaceSiteUrl } from '../../lib/site-url';
import { isPageAvailable, LANDING_PAGE } from '../../lib/static-page-rules';
import { Banners } from '../banners/Banners';
import { ContentHtml } from '../ContentHtml';
import prose from '../static-page/Prose.module.css';
import frame from './HomeFrame.module.css';
import styles from './Landing.module.css';

/**
 * Spec 2.3 and 3: local storage says landingPage while the landing page is on screen, so the rest
 * of the site can tell; when it goes (closed, or the visitor moved on), the key is removed and
 * landingPageOff is broadcast (spec 4).
 */
function useLandingPageFlag() {
  useEffect(() => {
    writeStorage('local', LOCAL_KEYS.landingPage, 'true');
    return () => {
      writeStorage('local', LOCAL_KEYS.landingPage, null);
      broadcast('landingPageOff', {});
    };
  }, []);
}

/**
 * The close cross, drawn as the product icons are (ProductIcons.tsx). It lives here because the
 * landing page is a first-time visitor's first load, which should not fetch every product icon for it.
 */
function CloseIcon() {
  return (
    <svg
      viewBox="0 0 32 32"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M8 8l16 16M24 8L8 24" />
    </svg>
  );
}

type LandingPageProps = { context: SiteContext; onClose: () => void };

/**
 * The landing page on the logged-out home (spec 2.3): the landing page's content, the landing
 * banners, and a way in (quick registration, or pay-and-play step one in pay-and-play countries).
 * Continue goes to the sportsbook when it is available, else closes the landing page for the home.
 */
export function LandingPage({ context, onClose }: LandingPageProps) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const localPath = useLocalPath();
  const navigate = useNavigate();
  const sportsbookAvailable = useSportsbookAvailable();
  const page = useContentPage(language, LANDING_PAGE);
  useLandingPageFlag();
  const counts = useCatalogueCountFiller(
    hasCatalogueCounts(page.data?.head ?? '') || hasCatalogueCounts(page.data?.content ?? ''),
  );
  const fill = counts.fill;

  const content = useMemo(() => {
    if (!page.data || !isPageAvailable(page.data)) return null;
    const origin = window.location.origin;
    return {
      head: fill(replaceSiteUrl(page.data.head, PAGE_SITE_URL_PLACEHOLDER, origin)),
      body: fill(replaceSiteUrl(page.data.content, PAGE_SITE_URL_PLACEHOLDER, origin)),
      seo: { title: page.data.metaTitle, description: page.data.metaDescription, keywords: page.data.metaTags },
    };
  }, [page.data, fill]);
  usePageSeo(
    content?.seo.title
      ? content.seo
      : {
          titleKey: 'homeComp.seo.title',
          descriptionKey: 'homeComp.seo.description',
          keywordsKey: 'homeComp.seo.keywords',
        },
  );

  const payAndPlay = landingSignUpPath(context) === 'playnow/step1';
  const close = () => {
    onClose();
    window.scrollTo({ top: 0 });
  };
  const onContinue = () => (sportsbookAvailable ? navigate(localPath('sports')) : close());

  return (
    <div className={`${frame.page} ${styles.landing}`}>
      <div className={styles.landingBar}>
        <p className={styles.landingWelcome}>{t('landingComp.welcome')}</p>
        <button type="button" className={styles.closeButton} onClick={close} aria-label={t('landingComp.close')}>
          <CloseIcon />
        </button>
      </div>

      <Banners zone="landing" affiliateId={currentAffiliateId()} label={t('landingComp.bannersLabel')} />

      <section className={styles.landingIntro}>
        {page.isPending || !counts.settled ? (
          <Spinner label={t('common.loading')} />
        ) : content?.head ? (
          <div className={styles.landingHead}>
            <ContentHtml className={prose.prose} html={content.head} />
          </div>
        ) : (
          <div className={`${prose.prose} ${styles.landingHead}`}>
            <h1>{t('landingComp.title')}</h1>
            <p>{t('landingComp.intro')}</p>
          </div>
        )}
        <div className={styles.landingActions}>
          <SiteLink className={buttonClassName('primary', 'lg')} to={localPath(landingSignUpPath(context))}>
            {payAndPlay ? t('landingComp.payAndPlay') : t('landingComp.register')}
          </SiteLink>
          <Button variant="secondary" size="lg" onClick={onContinue}>
            {sportsbookAvailable ? t('landingComp.continueToSports') : t('landingComp.continueToSite')}
          </Button>
        </div>
        <p className={frame.signUpNote}>
          {payAndPlay ? t('landingComp.payAndPlayNote') : t('landingComp.registerNote')}
        </p>
      </section>

      {counts.settled && content?.body && (
        <ContentHtml className={`${prose.prose} ${styles.landingContent}`} html={content.body} />
      )}
    </div>
  );
}
