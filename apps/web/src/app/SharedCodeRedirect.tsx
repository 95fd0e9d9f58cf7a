import { Navigate, useParams } from 'react-router';
import { useLocalPath } from '../lib/i18n/site-language';
import { SESSION_KEYS, writeStorage } from '../lib/storage/keys';

/** {lang}/shared-code/{code}: keeps a shared bet code for the sportsbook, then opens it. */
export function SharedCodeRedirect() {
  const { sharedcodeData } = useParams();
  const localPath = useLocalPath();
  if (sharedcodeData && /^[A-Za-z0-9_-]{1,64}$/.test(sharedcodeData)) {
    writeStorage('session', SESSION_KEYS.sharedBetCode, sharedcodeData);
  }
  return <Navigate to={localPath('sports')} replace />;
}
