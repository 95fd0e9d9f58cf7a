import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../../components/Button';
import { useProviderCountdown } from '../../../hooks/use-provider-countdown';
import { useProviderPopup } from '../../../hooks/use-provider-popup';
import { type ProviderTask, useProviderTask } from '../../../hooks/use-provider-task';
import { COUNTDOWN_TICK_MS, POPUP_OPEN_DELAY_MS } from '../../../rules/polling-schedule';
import { type ProviderPageState, providerPageDoneOf, waitForMessage } from '../../../rules/provider-messages';
import { type ProviderPagePlan, pageSender, popupFeatures } from '../../../rules/provider-redirect';
import styles from './ProviderStep.module.css';
import { postProviderForm } from './provider-form';

/** The popup's window name: a second open of the same deposit reuses the window instead of stacking another. */
export const POPUP_WINDOW_NAME = 'vauhti-provider-payment';

/** Opens the provider's page in the 800x600 popup, centred over the site; null when the browser blocked it. */
export function openProviderPopup(plan: Pick<ProviderPagePlan, 'url' | 'method' | 'parameters'>): Window | null {
  const features = popupFeatures({
    screenX: window.screenX,
    screenY: window.screenY,
    outerWidth: window.outerWidth,
    outerHeight: window.outerHeight,
  });
  if (plan.method !== 'POST') return window.open(plan.url, POPUP_WINDOW_NAME, features);
  const popup = window.open('about:blank', POPUP_WINDOW_NAME, features);
  if (popup) postProviderForm(plan.url, plan.parameters, POPUP_WINDOW_NAME);
  return popup;
}

type PopupPanelProps = {
  plan: ProviderPagePlan;
  /** The page posted that it is done, with its transaction's state. */
  onDone: (state: ProviderPageState) => void;
  onClosed: () => void;
  onBlocked: () => void;
};

/**
 * The bank's popup (spec part 1 section 4, "Bank-redirect flow"): a short countdown explains the
 * window about to open, with a button to open it at once; while it is open, a button brings it
 * back to the front. The page's done message counts only from that window and the page's origin.
 */
export function PopupPanel({ plan, onDone, onClosed, onBlocked }: PopupPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const popup = useProviderPopup({ open: () => openProviderPopup(plan), onBlocked, onClosed });
  const secondsToOpen = useProviderCountdown(POPUP_OPEN_DELAY_MS / COUNTDOWN_TICK_MS, popup.status === 'waiting');
  const popupWindow = popup.popup;

  const waitForDone: ProviderTask = async (signal) => {
    const done = await waitForMessage(
      window,
      (message) => {
        const sender = pageSender(plan, popupWindow);
        return sender ? providerPageDoneOf(message, sender) : null;
      },
      signal,
    );
    onDone(done.state);
  };
  useProviderTask(popupWindow ? waitForDone : null, popupWindow, () => undefined);

  const open = popup.status === 'open';
  return (
    <section className={styles.screen} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t(open ? 'depositStepComp.popup.openHeading' : 'depositStepComp.popup.waitingHeading')}
      </h3>
      <p className={styles.text} role="status" aria-live="polite">
        {open ? t('depositStepComp.popup.openText') : t('depositStepComp.popup.opensIn', { seconds: secondsToOpen })}
      </p>
      <Button variant={open ? 'secondary' : 'primary'} onClick={popup.openNow}>
        {t(open ? 'depositStepComp.popup.showWindow' : 'depositStepComp.popup.openNow')}
      </Button>
    </section>
  );
}
