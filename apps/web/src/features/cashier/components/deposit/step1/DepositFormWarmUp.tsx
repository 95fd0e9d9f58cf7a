import { useQueryClient } from '@tanstack/react-query';
import { Component, type ReactNode, useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { profileQuery } from '../../../../../lib/session/session-queries';
import { readStepOneAhead } from '../../../hooks/deposit-checks';
import type { DepositMethod } from '../../../rules/deposit-methods';
import { DepositForm } from './DepositForm';
import styles from './DepositForm.module.css';

/**
 * What the hidden form is filled with: a card method, the method most players pay with, so the
 * card form's code runs too. Never shown and never sent: the form cannot be reached or submitted.
 */
const WARM_UP_METHODS: DepositMethod[] = [
  {
    key: 'CREDITCARD',
    displayName: 'CREDITCARD',
    description: null,
    icon: [],
    image: null,
    updatedTime: null,
    limits: {
      minTxnLimit: 10,
      maxTxnLimit: 5000,
      feeType: 'percentage',
      feeAmount: 2.5,
      minFeeAmount: 0.5,
      maxFeeAmount: 25,
    },
    usedInstruments: [],
    piqGroup: false,
    redirectKind: 'iframe',
    frameHeight: '600',
    fields: [{ name: 'cardNumber', labelKey: 'field.cardNumber', type: 'card-number', required: true }],
  },
];
const WARM_UP_QUICK_AMOUNTS = [20, 50, 100];
const ignoreAnswer = () => undefined;

type DepositFormWarmUpProps = { onDone: () => void };

/**
 * Step 1's form rendered once, hidden, while the browser is idle (app/CashierReadiness.tsx), so
 * that a player's first click on Deposit runs code the browser has already run: the first opening
 * of a page otherwise spends most of its time running the form's code for the first time (the
 * same opening again on the same page takes about 40 % less; npm run bench:cashier). Step 1's
 * reads (the player's methods, pending withdrawals and quick amounts) are read ahead at the same
 * time (readStepOneAhead). The form
 * goes into an element of its own that is attached to the page, since the form library drops a
 * field whose input is not in the document, but hidden from sight, from assistive technology and
 * from the pointer and keyboard (inert); it is removed again a moment after it rendered. Anything
 * that goes wrong in it is swallowed: the page never depends on it.
 */
export function DepositFormWarmUp({ onDone }: DepositFormWarmUpProps) {
  return (
    <SwallowErrors onError={onDone}>
      <HiddenDepositForm onDone={onDone} />
    </SwallowErrors>
  );
}

function HiddenDepositForm({ onDone }: DepositFormWarmUpProps) {
  const queryClient = useQueryClient();
  const profile = queryClient.getQueryData(profileQuery.queryKey);
  const container = useHiddenContainer();
  const rendered = container !== null && profile !== undefined;
  useEffect(() => {
    // Step 1's reads as well (the methods, the pending withdrawals, the quick amounts): a click on
    // Deposit then asks only the opening checks (deposit-checks.ts).
    readStepOneAhead(queryClient);
  }, [queryClient]);
  useEffect(() => {
    if (container === null) return;
    // A task later: the form's own follow-up render (its quick amount set after mount) runs too.
    const handle = window.setTimeout(onDone);
    return () => window.clearTimeout(handle);
  }, [container, onDone]);
  if (!rendered) return null;
  return createPortal(
    <DepositForm
      methods={WARM_UP_METHODS}
      linkMethod={undefined}
      initialAmount=""
      initialBonusCode=""
      quickAmounts={WARM_UP_QUICK_AMOUNTS}
      currency={profile.currency.code}
      countryCode={profile.countryCode}
      playMoneyMinimumMinor={null}
      popupBlocked={false}
      onAnswer={ignoreAnswer}
    />,
    container,
  );
}

/** An element off the screen, hidden and inert, attached before anything renders into it. */
function useHiddenContainer(): HTMLElement | null {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const element = document.createElement('div');
    element.className = styles.warmUp ?? '';
    element.setAttribute('aria-hidden', 'true');
    element.inert = true;
    document.body.append(element);
    setContainer(element);
    return () => element.remove();
  }, []);
  return container;
}

class SwallowErrors extends Component<{ children: ReactNode; onError: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
