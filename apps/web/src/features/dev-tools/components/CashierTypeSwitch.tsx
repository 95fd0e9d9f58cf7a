import type { CashierType } from '@vauhti/contracts/cashier';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { useDevCashierType, useSetDevCashierType } from '../api/dev-cashier-type';
import styles from './DevCountryPanel.module.css';

/** The two cashiers a tester can try; internal (the site's own steps) is the platform's default. */
const CASHIER_CHOICES: readonly CashierType[] = ['internal', 'hosted'];

/**
 * The Dev panel's cashier switch: which cashier the deposit and withdrawal modals open in this
 * browser, the site's own steps or the provider's hosted cashier. Choosing one sets the override at
 * once; 'Use the configured cashier' clears it.
 */
export function CashierTypeSwitch() {
  const { t } = useTranslation();
  const titleId = useId();
  const current = useDevCashierType();
  const change = useSetDevCashierType();
  const shown = change.isPending && change.variables ? change.variables : current.data?.cashierType;

  return (
    <fieldset className={styles.switch} aria-labelledby={titleId} aria-busy={change.isPending || undefined}>
      <legend id={titleId} className={styles.label}>
        {t('devToolsComp.cashier.title')}
      </legend>
      <p className={styles.muted}>{t('devToolsComp.cashier.description')}</p>
      {current.isError && <p className={styles.error}>{t('devToolsComp.cashier.loadFailed')}</p>}
      {CASHIER_CHOICES.map((cashierType) => (
        <label key={cashierType} className={styles.choice}>
          <input
            type="radio"
            name={titleId}
            value={cashierType}
            checked={shown === cashierType}
            disabled={!current.data || change.isPending}
            onChange={() => change.mutate(cashierType)}
          />
          {t(`devToolsComp.cashier.types.${cashierType}`)}
        </label>
      ))}
      {current.data && (
        <p className={styles.muted} aria-live="polite">
          {t(current.data.overridden ? 'devToolsComp.cashier.chosenHere' : 'devToolsComp.cashier.configured')}
        </p>
      )}
      {change.isError && (
        <p className={styles.error} role="alert">
          {t('devToolsComp.cashier.changeFailed')}
        </p>
      )}
      {current.data?.overridden && (
        <div className={styles.actions}>
          <Button
            size="sm"
            variant="secondary"
            busy={change.isPending && change.variables === null}
            disabled={change.isPending}
            onClick={() => change.mutate(null)}
          >
            {t('devToolsComp.cashier.useConfigured')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
