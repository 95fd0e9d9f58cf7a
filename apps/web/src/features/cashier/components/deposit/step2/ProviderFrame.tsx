import { type RefObject, useEffect, useId } from 'react';
import type { ProviderPagePlan } from '../../../rules/provider-redirect';
import styles from './ProviderStep.module.css';
import { postProviderForm } from './provider-form';

/**
 * What the provider's own HTML may do in its frame: run its scripts and post its forms (to the
 * provider), open the provider's windows, and leave the frame only when the player asks. Without
 * allow-same-origin it can never reach the site's page; its documents have an opaque origin.
 */
export const HTML_FRAME_SANDBOX =
  'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation';

type ProviderFrameProps = {
  plan: Pick<ProviderPagePlan, 'kind' | 'url' | 'method' | 'parameters' | 'html' | 'height'>;
  title: string;
  frameRef: RefObject<HTMLIFrameElement | null>;
  /** The 3-D Secure collect page: loaded, never seen or reached by keyboard. */
  hidden?: boolean;
};

/** The provider's page in a frame of its height: loaded, posted to, or its own HTML in a sandbox. */
export function ProviderFrame({ plan, title, frameRef, hidden = false }: ProviderFrameProps) {
  const name = `provider-frame-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const posts = plan.kind !== 'html' && plan.method === 'POST';
  const { url, parameters } = plan;
  useEffect(() => {
    if (posts) postProviderForm(url, parameters, name);
  }, [posts, url, parameters, name]);

  const common = {
    ref: frameRef,
    name,
    title,
    className: hidden ? styles.hiddenFrame : styles.frame,
    style: hidden ? undefined : { height: plan.height },
    ...(hidden ? { 'aria-hidden': true, tabIndex: -1 } : {}),
  };
  if (plan.kind === 'html') return <iframe {...common} srcDoc={plan.html ?? ''} sandbox={HTML_FRAME_SANDBOX} />;
  return <iframe {...common} src={posts ? undefined : url} allow="payment" />;
}
