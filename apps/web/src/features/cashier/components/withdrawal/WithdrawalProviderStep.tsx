import type { RedirectOutput } from '@vauhti/contracts/cashier';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { providerPageDoneOf } from '../../rules/provider-messages';
import { pageSender, providerPagePlan } from '../../rules/provider-redirect';
import type { WithdrawalMethod } from '../../rules/withdrawal-methods';
import { callbackMessageOf, type ProviderCallback, providerCallbackOf } from '../../rules/withdrawal-outcome';
import { ProviderFrame } from '../deposit/step2/ProviderFrame';
import { leaveForProviderPage } from '../deposit/step2/same-window';
import styles from './WithdrawalModal.module.css';

export type ProviderReturn = ProviderCallback | { kind: 'pageDone' };

type ProviderStepProps = {
  redirect: RedirectOutput;
  method: WithdrawalMethod;
  /** The provider's page said it is done, or the provider's return page loaded in the frame. */
  onReturn: (providerReturn: ProviderReturn) => void;
};

/**
 * Step two (spec part 1 sections 2 and 4): the provider's page in a frame of its height (600,
 * 1000 or 1185 px, or 75vh), posted to when it wants its parameters posted; a page that must take
 * the whole window gets it, and its return page takes over. The step ends when the page posts its
 * done message, or when the frame reaches the site's own return page (same origin, so its address
 * can be read, or it posts the callback message).
 */
export function WithdrawalProviderStep({ redirect, method, onReturn }: ProviderStepProps) {
  const { t } = useTranslation();
  const plan = providerPagePlan(redirect, method.entry);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const latestOnReturn = useRef(onReturn);
  latestOnReturn.current = onReturn;
  const leaves = plan.kind === 'window';

  // biome-ignore lint/correctness/useExhaustiveDependencies: the page is left once, for the redirect this step opened with
  useEffect(() => {
    if (leaves) leaveForProviderPage(plan);
  }, [leaves]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const sender = pageSender(plan, frameRef.current?.contentWindow);
      if (sender && providerPageDoneOf(event, sender)) {
        latestOnReturn.current({ kind: 'pageDone' });
        return;
      }
      if (event.origin !== window.location.origin) return;
      const message = callbackMessageOf(event.data);
      const callback = message && providerCallbackOf(message.pathname, message.search);
      if (callback) latestOnReturn.current(callback);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [plan]);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const onLoad = () => {
      const callback = returnPageIn(frame);
      if (callback) latestOnReturn.current(callback);
    };
    frame.addEventListener('load', onLoad);
    return () => frame.removeEventListener('load', onLoad);
  });

  if (leaves) {
    return (
      <p className={styles.notice} role="status">
        {t('withdrawComp.leaving', { method: method.entry.displayName })}
      </p>
    );
  }
  return (
    <ProviderFrame
      plan={plan.kind === 'popup' ? { ...plan, kind: 'iframe' } : plan}
      title={t('withdrawComp.providerFrame', { method: method.entry.displayName })}
      frameRef={frameRef}
    />
  );
}

/** The site's return page when the frame has reached it; a provider's page (another origin) cannot be read, and is none. */
function returnPageIn(frame: HTMLIFrameElement): ProviderCallback | null {
  try {
    const location = frame.contentWindow?.location;
    if (!location || location.origin !== window.location.origin) return null;
    return providerCallbackOf(location.pathname, location.search);
  } catch {
    return null;
  }
}
