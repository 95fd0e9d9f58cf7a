import { lazyPart, PartBoundary } from '../components/lazy-part';
import { type CashierIntent, useCashierIntent, useCashierWarmUp } from '../lib/navigation/cashier-intent';

// The host's own module, which the intent's preload has fetched by the time the warm-up is due.
const depositFormWarmUp = lazyPart(() => import('../features/cashier/host').then((m) => m.DepositFormWarmUp));

/**
 * Gets a player's cashier ready before it is asked for (lib/navigation/cashier-intent.ts): its code
 * fetched, and then step 1's form run once, hidden, so the first click on Deposit finds its code
 * warm (DepositFormWarmUp). The app shell mounts it lazily for players only, so a visitor's first
 * load does not carry it.
 */
export function CashierReadiness({ intent }: { intent: CashierIntent }) {
  useCashierIntent(intent, true);
  const [warmUpDue, warmedUp] = useCashierWarmUp();
  if (!warmUpDue) return null;
  return (
    <PartBoundary onLoadError={warmedUp}>
      <depositFormWarmUp.Component onDone={warmedUp} />
    </PartBoundary>
  );
}
