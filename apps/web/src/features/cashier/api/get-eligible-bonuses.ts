import type { EligibleBonuses } from '@vauhti/contracts/cashier';
import { apiRequest } from '../../../lib/api/client';

/** GET /cashier/eligible-bonuses?criteriaType=DEPOSIT: the deposit bonuses the player may claim now. */
export function getEligibleBonuses(signal?: AbortSignal) {
  return apiRequest<EligibleBonuses>('/cashier/eligible-bonuses', { query: { criteriaType: 'DEPOSIT' }, signal });
}
