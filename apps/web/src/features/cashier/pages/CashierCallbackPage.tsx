import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { buttonClassName } from '../../../components/Button';
import { PageCard } from '../../../components/PageCard';
import { SiteLink } from '../../../components/SiteLink';
import { Spinner } from '../../../components/Spinner';
import { useSiteLanguage } from '../../../lib/i18n/site-language';
import { usePageSeo } from '../../../lib/seo/page-seo';
import { readStorage, SESSION_KEYS, writeStorage } from '../../../lib/storage/keys';
import {
  type CallbackData,
  callbackReturnUrl,
  decodeCallbackData,
  methodOf,
  providerPageDoneMessage,
} from '../rules/callback-data';

/** How the page was opened: the site's own tab, or inside the cashier's iframe or popup. */
type WindowRole = 'top' | 'iframe' | 'popup';

function windowRoleOf(view: Window): WindowRole {
  if (view.parent && view.parent !== view) return 'iframe';
  if (view.opener && view.opener !== view) return 'popup';
  return 'top';
}

/**
 * {lang}/cashier/callback/{paymentType}/{encodedData}: where the payment provider returns the
 * player (spec part 1 section 2). The platform has settled the transaction before serving the
 * page. In the site's own tab the page goes on at once, replacing itself, to the deposit modal's
 * status step (callbackReturnUrl says over which page); inside the cashier's iframe or popup (a
 * provider page that returned there instead of posting its message) it tells the window that
 * opened it, on the site's own origin, and a popup closes itself. Data the page cannot read gets
 * a plain explanation and a way home.
 */
export function CashierCallbackPage() {
  const { t } = useTranslation();
  const { paymentType, encodedData } = useParams();
  const [query] = useSearchParams();
  const language = useSiteLanguage();
  const navigate = useNavigate();
  const data = useMemo(() => decodeCallbackData(encodedData ?? ''), [encodedData]);
  const role = useMemo(() => windowRoleOf(window), []);
  // Effects may run twice (React's strict mode): the return is handled once.
  const handled = useRef(false);
  usePageSeo({ titleKey: 'cashierCallbackComp.seo.title' });

  useEffect(() => {
    if (!data || handled.current) return;
    handled.current = true;
    if (role !== 'top') {
      tellOpeningWindow(role, data, query);
      return;
    }
    const storedPage = readStorage('session', SESSION_KEYS.cashierReturnPage);
    writeStorage('session', SESSION_KEYS.cashierReturnPage, null);
    navigate(callbackReturnUrl({ language, storedPage, txnId: data.txnId, method: methodOf(paymentType) }), {
      replace: true,
    });
  }, [data, role, query, language, paymentType, navigate]);

  if (!data) {
    return (
      <PageCard
        width="large"
        titleId="cashier-callback-title"
        title={t('cashierCallbackComp.invalidTitle')}
        lead={t('cashierCallbackComp.invalidText')}
      >
        <SiteLink className={buttonClassName('primary')} to={`/${language}`}>
          {t('cashierCallbackComp.home')}
        </SiteLink>
      </PageCard>
    );
  }
  if (role !== 'top') {
    return (
      <PageCard width="large" titleId="cashier-callback-title" title={t('cashierCallbackComp.doneTitle')}>
        <p role="status">{t('cashierCallbackComp.doneText')}</p>
      </PageCard>
    );
  }
  return <Spinner label={t('cashierCallbackComp.returning')} />;
}

/**
 * The cashier that opened the provider's page listens for PROVIDER_PAGE_DONE; the message goes to
 * the site's own origin only (it names a transaction of this player). A popup then closes.
 */
function tellOpeningWindow(role: Exclude<WindowRole, 'top'>, data: CallbackData, query: URLSearchParams) {
  const message = providerPageDoneMessage(data, query);
  const origin = window.location.origin;
  try {
    if (role === 'iframe') window.parent.postMessage(message, origin);
    else window.opener?.postMessage(message, origin);
  } catch {
    // The opening window is gone: the cashier's status poll finds the outcome without the message.
  }
  if (role === 'popup') window.close();
}
