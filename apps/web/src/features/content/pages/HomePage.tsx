import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import { useSession } from '../../../lib/session/session-queries';
import { useSiteContext } from '../../../lib/site-context/site-context';
import { GuestHome } from '../components/home/GuestHome';
import styles from '../components/home/Home.module.css';
import { LandingPage } from '../components/home/LandingPage';
import { PlayerHome } from '../components/home/PlayerHome';
import { useLandingPage } from '../hooks/use-landing-page';

/**
 * {lang} (spec 2.3): logged-in players get the logged-in home; guests get the landing page when
 * it is active for their country, else the guest home. Waits for the session (and, for guests,
 * the country) so that no visitor sees the wrong home flash by.
 */
export function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const context = useSiteContext();
  const landing = useLandingPage(context.data);

  if (session.state === 'player') return <PlayerHome profile={session.profile} />;
  if (session.state === 'loading' || context.isPending) {
    return (
      <div className={styles.loading}>
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  if (landing.active && context.data) return <LandingPage context={context.data} onClose={landing.close} />;
  return <GuestHome />;
}
