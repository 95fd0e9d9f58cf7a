import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart, PartBoundary } from '../../../../components/lazy-part';
import { Spinner } from '../../../../components/Spinner';

/*
 * Step 1 is what a click on Deposit waits for, so the parts it does not need load on their own:
 * the bonus step (carousels) when it shows, step 2 (3-D Secure, provider pages) ahead of the pay
 * button's answer, and the hosted cashier (the bootstrapper) only for the hosted type.
 */
export const bonusStepPart = lazyPart(() => import('../bonus/BonusStep').then((module) => module.BonusStep));
export const providerStepPart = lazyPart(() => import('./step2/ProviderStep').then((module) => module.ProviderStep));
export const hostedCashierPart = lazyPart(() =>
  import('../hosted/HostedCashier').then((module) => module.HostedCashier),
);

/** A lazy part with a spinner while its code loads; a part that cannot load is left out. */
export function LazyStep({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PartBoundary>
      <Suspense fallback={<Spinner label={t('common.loading')} />}>{children}</Suspense>
    </PartBoundary>
  );
}
