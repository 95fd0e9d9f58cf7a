import { useQuery } from '@tanstack/react-query';
import { depositMethodsQuery } from '../api/get-cashier-details';
import { useSessionExpiryOf } from './use-deposit-session-expiry';

/**
 * The deposit methods, asked afresh at each opening: the modal asks them as it mounts, beside the
 * opening checks, unless the click that opened it asked them already (askedByClick: that answer is
 * this opening's, and asking again would only delay step 1).
 */
export function useDepositMethods(askedByClick: boolean) {
  const query = useQuery({ ...depositMethodsQuery, refetchOnMount: !askedByClick });
  useSessionExpiryOf(query.error);
  return query;
}
