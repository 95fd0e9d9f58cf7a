import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../../components/lazy-part';
import { Spinner } from '../../../components/Spinner';
import { useSession } from '../../../lib/session/session-queries';
import { useSiteContext } from '../../../lib/site-context/site-context';
import frame from '../components/home/HomeFrame.module.css';
import { LandingPage } from '../components/home/LandingPage';
import { useLandingPage } from '../hooks/use-landing-page';

/*
 * Each visitor sees one of three homes, so each home's code loads only for the visitors who see
 * it. The landing page, what a first-time visitor from a landing-page country sees, stays in this
 * chunk (which index.html preloads on a language home); the guest home and the player home, with
 * their game rows and cards, load when chosen. A failed load goes to the route's error page.
 */
const guestHome = lazyPart(() => import('../components/home/GuestHome').then((module) => module.GuestHome));
const playerHome = lazyPart(() => import('../components/home/PlayerHome').then((module) => module.PlayerHome));

/** The same space while the session, the country or the chosen home's code is on its way. */
function HomeLoading() {
  const { t } = useTranslation();
  return (
    <div className={frame.loading}>
      <Spinner label={t('common.loading')} />
    </div>
  );
}

/**
 * {lang} (spec 2.3): logged-in players get the logged-in home; guests get the landing page when
 * it is active for their country, else the guest home. Waits for the session (and, for guests,
 * the country) so that no visitor sees the wrong home flash by.
 */
export function HomePage() {
  const session = useSession();
  const context = useSiteContext();
  const landing = useLandingPage(context.data);

  if (session.state === 'player') {
    return (
      <Suspense fallback={<HomeLoading />}>
        <playerHome.Component profile={session.profile} />
      </Suspense>
    );
  }
  if (session.state === 'loading' || context.isPending) return <HomeLoading />;
  if (landing.active && context.data) return <LandingPage context={context.data} onClose={landing.close} />;
  return (
    <Suspense fallback={<HomeLoading />}>
      <guestHome.Component />
    </Suspense>
  );
}
