import { useQuery } from '@tanstack/react-query';
import type { EligibleBonus } from '@vauhti/contracts/cashier';
import { useMemo } from 'react';
import type { CashierRequest } from '../../../lib/navigation/query-params';
import { profileTagsQuery } from '../../../lib/session/profile-tags';
import type { Profile } from '../../../lib/session/session-types';
import { readStorage, SESSION_KEYS } from '../../../lib/storage/keys';
import { cashierBonuses, showsBonusStep } from '../rules/bonus-step';
import { BONUS_CODE_PATTERN } from '../rules/deposit-form';

/** The link's value that asks for the bonus step (spec part 1 section 2: from=depositBonus). */
const FROM_DEPOSIT_BONUS = 'depositBonus';

export type DepositBonusStep = {
  /** The bonus step shows for this opening. */
  shows: boolean;
  /** The bonuses it offers, filtered and sorted. */
  offered: EligibleBonus[];
  /** The code of the link (bonus, bonuscode) or of a stored promotion. */
  initialBonusCode: string | undefined;
  /** The player has VIP level tags: the link's amount is ignored on the bonus step. */
  vip: boolean;
  /** The VIP answer is still on its way (the bonus step waits for it). */
  loading: boolean;
};

function linkBonusCode(request: CashierRequest, search: string): string | undefined {
  if (request.bonus) return request.bonus;
  const code = new URLSearchParams(search).get('bonuscode')?.trim();
  return code && BONUS_CODE_PATTERN.test(code) ? code : undefined;
}

/**
 * The bonus step's visibility (spec part 1 section 4, rules/bonus-step.ts): asked for by the link
 * (from=depositBonus or a bonus code), by a quick-registration promotion's stored bonus, by a
 * play-money player's first deposit or by the select-bonus step, and shown when a bonus is offered.
 */
export function useDepositBonusStep(
  request: CashierRequest,
  search: string,
  bonuses: readonly EligibleBonus[],
  profile: Profile | undefined,
): DepositBonusStep {
  const offered = useMemo(() => cashierBonuses(bonuses), [bonuses]);
  const linkCode = linkBonusCode(request, search);
  const storedPromoCode = readStorage('session', SESSION_KEYS.promoBonusCode) ?? undefined;
  const shows =
    profile !== undefined &&
    showsBonusStep({
      requested: new URLSearchParams(search).get('from') === FROM_DEPOSIT_BONUS || linkCode !== undefined,
      storedPromoBonus: storedPromoCode !== undefined,
      userStatus: profile.userStatus,
      step: request.step,
      bonuses: offered,
    });
  const tags = useQuery({ ...profileTagsQuery, enabled: shows });
  return {
    shows,
    offered,
    initialBonusCode: linkCode ?? storedPromoCode,
    vip: (tags.data?.levelTags.length ?? 0) > 0,
    loading: shows && tags.isPending,
  };
}
