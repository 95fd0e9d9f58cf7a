import { SESSION_KEYS, writeStorage } from '../../../../../lib/storage/keys';
import type { ProviderPagePlan } from '../../../rules/provider-redirect';
import { postProviderForm } from './provider-form';

/*
 * A provider page that takes the whole window (its redirect kind is window, or its popup was
 * blocked): the page under the modal is remembered, then the site leaves for the provider. The
 * provider's return page ({lang}/cashier/callback/...) shows the result over the remembered page.
 */

/** Remembers the page under the modal (its address without the cashier's parameters). */
export function rememberReturnPage(pageUrl: string) {
  writeStorage('session', SESSION_KEYS.cashierReturnPage, pageUrl);
}

/** Goes to the provider's page in this window: a form post when it wants its parameters posted, else a plain load. */
export function leaveForProviderPage(plan: Pick<ProviderPagePlan, 'url' | 'method' | 'parameters'>) {
  if (plan.method === 'POST') postProviderForm(plan.url, plan.parameters, '_self');
  else window.location.assign(plan.url);
}
