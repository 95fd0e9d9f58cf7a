import { useLocation } from 'react-router';
import { lazyPart, PartBoundary } from '../../../components/lazy-part';
import { cashierRequestOf } from '../../../lib/navigation/query-params';
import { DepositModal } from './deposit/DepositModal';

// A click on Deposit waits for this module's code, so the other modals load on their own when a
// url asks for them: a deposit never fetches the withdrawal's or the pending withdrawals' code.
const withdrawalModal = lazyPart(() => import('./withdrawal/WithdrawalModal').then((module) => module.WithdrawalModal));
const pendingWithdrawalsModal = lazyPart(() =>
  import('./pending/PendingWithdrawalsModal').then((module) => module.PendingWithdrawalsModal),
);

/**
 * The cashier's modals, opened by the query of any page (spec part 1 section 2): withdraw=true the
 * withdrawal, pendingWithdrawal or withdrawHistory the pending withdrawals, service=deposit or a
 * deposit step the deposit. The app shell mounts this for logged-in players whose url asks for
 * one (a guest is sent to login by the query-parameter rules first).
 */
export function CashierHost() {
  const { search } = useLocation();
  const request = cashierRequestOf(search);
  if (!request) return null;
  switch (request.kind) {
    case 'deposit':
      return <DepositModal request={request} />;
    case 'withdraw':
      return (
        <PartBoundary>
          <withdrawalModal.Component />
        </PartBoundary>
      );
    case 'pendingWithdrawals':
      return (
        <PartBoundary>
          <pendingWithdrawalsModal.Component withdrawSuccess={request.withdrawSuccess === true} />
        </PartBoundary>
      );
  }
}
