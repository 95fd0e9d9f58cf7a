import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSiteLanguage } from '../i18n/site-language';
import { useSession } from '../session/session-queries';
import { useSiteContext } from '../site-context/site-context';
import { nationalIdRedirect } from './login-redirect';

/**
 * Spec 5 (KYC/personal id): a logged-in player of a personal-id country without a national id is
 * sent to complete the profile from any page but registration and the completion pages. For the
 * app shell to mount once; it does nothing for guests.
 */
export function useNationalIdRule() {
  const session = useSession();
  const context = useSiteContext();
  const location = useLocation();
  const language = useSiteLanguage();
  const navigate = useNavigate();
  const profile = session.state === 'player' ? session.profile : undefined;
  const countries = context.data?.nationalIdCountries;
  const target =
    profile && countries
      ? nationalIdRedirect({ pathname: location.pathname, language, profile, nationalIdCountries: countries })
      : null;
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);
}

/** The rule as a component, so the shell can load it only for logged-in players. */
export function NationalIdRule() {
  useNationalIdRule();
  return null;
}
