import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../../components/Button';
import { Spinner } from '../../../../../components/Spinner';
import { initialAmountDigits } from '../../../rules/deposit-amounts';
import { type DepositMethod, EmptyMethodListError } from '../../../rules/deposit-methods';
import { DepositForm, type DepositFormProps } from './DepositForm';
import styles from './DepositForm.module.css';
import { DepositNotices } from './DepositNotices';

type MethodStepProps = Omit<DepositFormProps, 'methods' | 'initialAmount'> & {
  methods: UseQueryResult<DepositMethod[], unknown>;
  /** The bonus step's amount, the link's amount: the form opens with the first there is. */
  bonusAmountMinor: number | null;
  linkAmount: string | undefined;
  depositThresholdNotice: boolean;
};

/**
 * Deposit step 1 (spec part 1 section 2): the notices, then the form once the methods are there.
 * The methods are asked as the modal opens; an empty list is asked again three times, then 'no
 * payment options available'; a failed load (errors.error1) may be tried again.
 */
export function MethodStep({
  methods,
  bonusAmountMinor,
  linkAmount,
  depositThresholdNotice,
  ...form
}: MethodStepProps) {
  const { t } = useTranslation();
  return (
    <>
      <DepositNotices depositThresholdNotice={depositThresholdNotice} />
      {methods.isPending && <Spinner label={t('depositComp.methods.loading')} />}
      {methods.isError && methods.error instanceof EmptyMethodListError && (
        <p className={styles.state} role="status">
          {t('depositComp.methods.none')}
        </p>
      )}
      {methods.isError && !(methods.error instanceof EmptyMethodListError) && (
        <div className={styles.state} role="alert">
          <p className={styles.muted}>{t('errors.error1')}</p>
          <Button variant="secondary" onClick={() => void methods.refetch()}>
            {t('depositComp.retry')}
          </Button>
        </div>
      )}
      {methods.data && (
        <DepositForm
          {...form}
          methods={methods.data}
          initialAmount={initialAmountDigits({
            bonusAmountMinor,
            linkAmount,
            quickAmounts: form.quickAmounts,
            currency: form.currency,
          })}
        />
      )}
    </>
  );
}
