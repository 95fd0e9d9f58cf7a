import { useMutation } from '@tanstack/react-query';
import type { AmlVerificationStart } from '@vauhti/contracts/cashier';
import { apiRequest } from '../../../lib/api/client';
import type { SiteLanguage } from '../../../lib/i18n/languages';

/** POST /cashier/aml-verification: a verification session at the provider; the player goes to its url. */
export function startAmlVerification(language: SiteLanguage) {
  return apiRequest<AmlVerificationStart>('/cashier/aml-verification', { method: 'POST', body: { language } });
}

export function useStartAmlVerification() {
  return useMutation({ mutationFn: startAmlVerification });
}
