import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GameRows } from '../../../../components/GameRows';
import { SiteLink } from '../../../../components/SiteLink';
import { useLocalPath } from '../../../../lib/i18n/site-language';
import { usePageSeo } from '../../../../lib/seo/page-seo';
import type { Profile } from '../../../../lib/session/session-types';
import { Banners } from '../banners/Banners';
import { CherriesIcon, GiftIcon, RouletteIcon, UserIcon, WalletIcon } from '../ProductIcons';
import styles from './Home.module.css';
import frame from './HomeFrame.module.css';

type QuickLink = { id: 'deposit' | 'slots' | 'liveCasino' | 'promotions' | 'account'; to: string; icon: ReactNode };

/** The name a player is greeted by: first name, else nickname, else none. */
export function greetingNameOf(profile: Profile | undefined): string {
  return profile?.firstName?.trim() || profile?.nickname?.trim() || profile?.screenName?.trim() || '';
}

/**
 * The logged-in home (spec 2.3): a greeting, the player's banners, quick links to where
 * players go most, and the game rows (popular, new, live casino). A player in the visit they
 * signed up in (the profile's firstVisit) is welcomed, not welcomed back.
 */
export function PlayerHome({ profile }: { profile: Profile | undefined }) {
  const { t } = useTranslation();
  const localPath = useLocalPath();
  usePageSeo({
    titleKey: 'homeComp.seo.title',
    descriptionKey: 'homeComp.seo.description',
    keywordsKey: 'homeComp.seo.keywords',
  });
  const name = greetingNameOf(profile);
  const firstVisit = profile?.firstVisit === true;
  const greeting = firstVisit ? 'greetingFirstVisit' : 'greeting';
  const links: QuickLink[] = [
    // The deposit modal opens from the service query parameter on any page (spec 2.2).
    { id: 'deposit', to: `${localPath()}?service=deposit`, icon: <WalletIcon /> },
    { id: 'slots', to: localPath('casino/slots'), icon: <CherriesIcon /> },
    { id: 'liveCasino', to: localPath('casino/live-casino'), icon: <RouletteIcon /> },
    { id: 'promotions', to: localPath('promotions'), icon: <GiftIcon /> },
    { id: 'account', to: localPath('myaccount'), icon: <UserIcon /> },
  ];

  return (
    <div className={frame.page}>
      <section className={styles.greeting} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.greetingTitle}>
          {name ? t(`homeComp.player.${greeting}`, { name }) : t(`homeComp.player.${greeting}NoName`)}
        </h1>
        <p className={styles.lead}>{t(firstVisit ? 'homeComp.player.leadFirstVisit' : 'homeComp.player.lead')}</p>
      </section>

      <Banners zone="home-player" label={t('homeComp.player.bannersLabel')} />

      <section className={styles.section} aria-labelledby="home-quick-links-title">
        <h2 id="home-quick-links-title" className={styles.sectionTitle}>
          {t('homeComp.player.quickLinksTitle')}
        </h2>
        <ul className={styles.quickLinks}>
          {links.map((link) => (
            <li key={link.id}>
              <SiteLink
                className={link.id === 'deposit' ? `${styles.quickLink} ${styles.quickLinkPrimary}` : styles.quickLink}
                to={link.to}
              >
                <span className={styles.quickIcon}>{link.icon}</span>
                <span className={styles.quickText}>
                  <span className={styles.quickName}>{t(`homeComp.player.links.${link.id}.name`)}</span>
                  <span className={styles.quickHint}>{t(`homeComp.player.links.${link.id}.hint`)}</span>
                </span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </section>

      <GameRows />
    </div>
  );
}
