import type { PayAndPlayMethod } from '@vauhti/contracts/cashier';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../../components/Button';
import { depositUrl } from '../../rules/cashier-url';
import styles from './WithdrawalModal.module.css';

/**
 * The activation-by-deposit screen (spec part 1 sections 2 and 4): in a pay-and-play country the
 * money goes back to the bank account it came from, so a player without a saved bank account
 * deposits through the bank first. Add funds closes this modal and opens the deposit with the
 * pay-and-play bank chosen.
 */
export function ActivationScreen({ pnpType, methodName }: { pnpType: PayAndPlayMethod; methodName: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const titleId = useId();
  return (
    <section className={styles.activation} aria-labelledby={titleId}>
      <h3 id={titleId}>{t('withdrawComp.activation.title')}</h3>
      <p>{t('withdrawComp.activation.text', { method: methodName })}</p>
      <Button size="lg" onClick={() => navigate(depositUrl(location, { method: pnpType }))}>
        {t('withdrawComp.activation.addFunds')}
      </Button>
    </section>
  );
}
