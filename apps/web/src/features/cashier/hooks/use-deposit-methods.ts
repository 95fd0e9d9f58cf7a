import { useQuery } from '@tanstack/react-query';
import { depositMethodsQuery } from '../api/get-cashier-details';
import { useSessionExpiryOf } from './use-deposit-session-expiry';

/**
 * The deposit methods, asked afresh at each opening: the modal asks them as it mounts, beside the
 * opening checks, unless a click opened it (askedByClick): the click asked them already, or the
 * page read them ahead and the modal reads them again once step 1 shows (useDepositModal); asking
 * again at mount would only delay step 1.
 */
export function useDepositMethods(askedByClick: boolean) {
  const query = useQuery({ ...depositMethodsQuery, refetchOnMount: !askedByClick });
  useSessionExpiryOf(query.error);
  return query;
}
