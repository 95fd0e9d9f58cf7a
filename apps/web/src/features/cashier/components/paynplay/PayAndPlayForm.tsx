import { useQuery } from '@tanstack/react-query';
import type { PayAndPlayMethod } from '@vauhti/contracts/cashier';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { formatCashierAmount } from '../../../../lib/i18n/format';
import { useSiteLanguage } from '../../../../lib/i18n/site-language';
import { configuredPoliciesQuery } from '../../../../lib/policies/policy-check';
import { useAmountConfig } from '../../api/get-amount-config';
import { useStartPayAndPlay } from '../../hooks/use-paynplay-start';
import {
  amountMinorOf,
  depositAmountProblem,
  preselectedQuickAmount,
  quickAmountsFor,
} from '../../rules/deposit-amounts';
import { PAY_AND_PLAY_BRANDS, type StartProblem } from '../../rules/paynplay-deposit';
import { AmountChooser } from './AmountChooser';
import { BankBadge } from './BankBadge';
import styles from './PayAndPlay.module.css';
import { PolicyConsent } from './PolicyConsent';

export type PayAndPlayFormProps = {
  method: PayAndPlayMethod;
  currency: string;
  countryCode: string;
  countryName: string;
  /** Whole major units to start with (a link's amount, or the deposit that just failed); else the preselected quick amount. */
  initialDigits?: string;
  bonusCode?: string;
};

/** The texts of the start's problems (spec part 1 section 8: error3 for a failed pay-and-play answer, 100255). */
function problemText(t: ReturnType<typeof useTranslation>['t'], problem: StartProblem, brand: string, country: string) {
  switch (problem) {
    case 'notOffered':
      return t('payAndPlayComp.errors.notOffered', { country });
    case 'amountTooSmall':
      return t('payAndPlayComp.errors.amountTooSmall', { brand });
    case 'amountTooLarge':
      return t('payAndPlayComp.errors.amountTooLarge', { brand });
    case 'bankRefused':
      return t('errors.code100255');
    case 'unavailable':
      return t('errors.error2');
    case 'rateLimited':
      return t('apiErrors.RATE_LIMITED');
    case 'failed':
      return t('errors.error3');
  }
}

/**
 * Step one of a visitor's pay-and-play deposit: the amount (quick amounts of the country's
 * currency, or typed) and 'Deposit and play', which goes to the bank in this window.
 */
export function PayAndPlayForm({
  method,
  currency,
  countryCode,
  countryName,
  initialDigits,
  bonusCode,
}: PayAndPlayFormProps) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const brand = PAY_AND_PLAY_BRANDS[method];
  const config = useAmountConfig(currency);
  const quickAmounts = quickAmountsFor(config.data, currency);
  // Null until the visitor picks or types: until then the amount is the given one, else the
  // preselected quick amount (spec section 9: the second), which arrives with the configuration.
  const [chosen, setChosen] = useState<string | null>(null);
  const [consented, setConsented] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  // Without the policy data the consent is not asked here; the policy popup asks after login then.
  const policies = useQuery(configuredPoliciesQuery).data;
  const consentNeeded = (policies?.policyConfigs.length ?? 0) > 0;
  const start = useStartPayAndPlay();
  const preselected = preselectedQuickAmount(quickAmounts);
  const digits = chosen ?? initialDigits ?? (preselected === null ? '' : String(preselected));

  const amountMinor = amountMinorOf(digits, currency);
  const format = (minor: number) => formatCashierAmount(minor, currency, language, countryCode);
  const problem = depositAmountProblem(amountMinor, currency, null, null);
  const amountError =
    submitted && problem
      ? problem.maxMinor === null
        ? t('errors.depositAmountMin', { min: format(problem.minMinor) })
        : t('errors.depositAmount', { min: format(problem.minMinor), max: format(problem.maxMinor) })
      : undefined;
  // The request answered with no bank page; a page that is leaving for the bank stays busy.
  const startProblem = start.data ?? null;
  const leaving = start.isPending || (start.isSuccess && start.data === null);

  const consentError = submitted && consentNeeded && !consented ? t('payAndPlayComp.acceptRequired') : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem || amountMinor === null || leaving || (consentNeeded && !consented)) return;
    start.mutate({
      method,
      amountMinor,
      currency,
      countryCode,
      countryName,
      language,
      site: window.location.origin,
      siteDisplayName: t('common.siteName'),
      bonusCode,
      acceptedPolicies: consentNeeded ? (policies?.policyConfigs ?? []) : [],
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <AmountChooser
        quickAmounts={quickAmounts}
        digits={digits}
        onDigits={(next) => {
          setChosen(next);
          start.reset();
        }}
        currency={currency}
        countryCode={countryCode}
        error={amountError}
      />
      <BankBadge brand={brand} />
      {consentNeeded && policies && (
        <PolicyConsent
          policies={policies.policyTypes.filter((type) =>
            policies.policyConfigs.some((config) => config.policyType === type.type),
          )}
          checked={consented}
          onChange={setConsented}
          error={consentError}
        />
      )}
      {startProblem && (
        <p className={styles.alert} role="alert">
          {problemText(t, startProblem, brand, countryName)}
        </p>
      )}
      <Button type="submit" size="lg" fullWidth busy={leaving} disabled={leaving}>
        {amountMinor === null || problem
          ? t('payAndPlayComp.depositAndPlayNoAmount')
          : t('payAndPlayComp.depositAndPlay', { amount: format(amountMinor) })}
      </Button>
    </form>
  );
}
