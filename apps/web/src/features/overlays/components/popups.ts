import { lazyPart } from '../../../components/lazy-part';

/*
 * The popups of the overlay host load when their overlay becomes active (spec 2.3): the home
 * route does not carry the dialog library, the policy form or its validation.
 */
const loadErrorPopups = () => import('./error-popups');

export const LazyServerErrorPopup = lazyPart(() => loadErrorPopups().then((module) => module.ServerErrorPopup));
export const LazyCustomServerErrorPopup = lazyPart(() =>
  loadErrorPopups().then((module) => module.CustomServerErrorPopup),
);
export const LazyPolicyUpdatePopup = lazyPart(() =>
  import('./PolicyUpdatePopup').then((module) => module.PolicyUpdatePopup),
);

/**
 * Fetches the server-error popups' code ahead, when a request has started failing: by the time
 * its retries are spent the popup is ready, even if the connection is gone by then.
 */
export function preloadErrorPopups() {
  LazyServerErrorPopup.preload();
  LazyCustomServerErrorPopup.preload();
}
