import { useQueryClient } from '@tanstack/react-query';
import {
  type CashierApi,
  type CashierCallback,
  type CashierConfig,
  type HostCallbackType,
  PaymentCashier,
  resetCashier,
} from '@vauhti/cashier-embed';
import { useEffect, useRef, useState } from 'react';
import { sessionKeys } from '../../../../lib/session/session-queries';
import { HOSTED_CASHIER_CSS, RESULT_BY_CALLBACK, RESULT_CALLBACKS, txRefIdOf } from '../../rules/hosted-config';
import type { HostedCashierResult } from './HostedCashier';

/** loading until the cashier says it is up (CASHIER_INIT_LOAD); failed when its frame did not load in time. */
export type HostedCashierPhase = 'loading' | 'ready' | 'failed';

/**
 * `new PaymentCashier(...)` gives back the cashier's API, as PaymentIQ's constructor does (so
 * callbacks are registered before the first load and onLoadError can fire); TypeScript only sees
 * the class, hence the cast.
 */
function mountCashier(selector: string, config: CashierConfig, onFirstLoad: CashierCallback): CashierApi {
  return new PaymentCashier(selector, config, onFirstLoad) as unknown as CashierApi;
}

type Options = {
  /** The id of the element the cashier's frame goes into. */
  containerId: string;
  /** Null while something it needs (the player's id) is still loading. */
  config: CashierConfig | null;
  frameTitle: string;
  onResult: (result: HostedCashierResult) => void;
};

/**
 * Puts the provider's cashier into the container through our bootstrapper, maps its transaction
 * events to results, and removes it again when the component goes (so reopening starts fresh) or
 * when the player retries after a load error.
 */
export function useHostedCashier({ containerId, config, frameTitle, onResult }: Options) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<HostedCashierPhase>('loading');
  const [attempt, setAttempt] = useState(0);
  const onResultRef = useRef(onResult);
  onResultRef.current = onResult;
  // The config is rebuilt on every render; the cashier is remounted only when its contents change.
  const configKey = config === null ? null : JSON.stringify(config);

  // biome-ignore lint/correctness/useExhaustiveDependencies: configKey stands for config; attempt remounts on retry.
  useEffect(() => {
    if (config === null) return;
    setPhase('loading');
    let mounted = true;
    const api = mountCashier(`#${containerId}`, config, (loaded) => loaded.css(HOSTED_CASHIER_CSS));
    document.getElementById(containerId)?.querySelector('iframe')?.setAttribute('title', frameTitle);

    const remove = () => {
      if (!mounted) return;
      mounted = false;
      api.on({});
      resetCashier();
    };
    const callbacks: HostCallbackType = {
      cashierInitLoad: () => setPhase('ready'),
      onLoadError: () => {
        // A frame that never loaded is taken away; Retry builds a new one.
        remove();
        setPhase('failed');
      },
    };
    for (const name of RESULT_CALLBACKS) {
      callbacks[name] = (argument: unknown) => {
        onResultRef.current({ status: RESULT_BY_CALLBACK[name], txRefId: txRefIdOf(argument) });
        // A transaction changed the player's money (a withdrawal moved it to the hold): read it again.
        void queryClient.invalidateQueries({ queryKey: sessionKeys.balances });
        void queryClient.invalidateQueries({ queryKey: sessionKeys.pendingWithdrawals });
      };
    }
    api.on(callbacks);
    return remove;
  }, [containerId, configKey, attempt, queryClient]);

  return { phase, retry: () => setAttempt((count) => count + 1) };
}
