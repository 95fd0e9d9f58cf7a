import { useCallback, useState } from 'react';
import type { SiteContext } from '../../../lib/site-context/site-context';
import { readStorage, SESSION_KEYS, writeStorage } from '../../../lib/storage/keys';
import { isLandingPageActive } from '../lib/landing-page';

const sessionArea = { getItem: (key: string) => readStorage('session', key) };

/** Whether the logged-out home shows the landing page, and how the visitor closes it. */
export function useLandingPage(context: SiteContext | undefined) {
  const [closed, setClosed] = useState(false);
  const active = !closed && isLandingPageActive(context, sessionArea);
  const close = useCallback(() => {
    writeStorage('session', SESSION_KEYS.landingPageClosed, 'true');
    setClosed(true);
  }, []);
  return { active, close };
}
