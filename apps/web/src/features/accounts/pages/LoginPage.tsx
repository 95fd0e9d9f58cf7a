import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageCard } from '../../../components/PageCard';
import { Spinner } from '../../../components/Spinner';
import { useAfterLogin } from '../../../lib/navigation/after-login';
import { loginFlagsOf } from '../../../lib/navigation/login-redirect';
import { usePageSeo } from '../../../lib/seo/page-seo';
import { useSession } from '../../../lib/session/session-queries';
import { FormAlert } from '../components/FormAlert';
import { LoginForm } from '../components/LoginForm';
import { RegisterLink } from '../components/RegisterLink';

/**
 * {lang}/login (spec 2.1). Its query flags (toSetLimit, toAccountstatus, toAccountpreferences,
 * toDsar) lead the redirect order; a visitor who is already logged in is sent on by that order.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [searchParams] = useSearchParams();
  const flags = loginFlagsOf(searchParams);
  const afterLogin = useAfterLogin();
  // Set once this page's own login (or the already-logged-in redirect) is under way.
  const redirecting = useRef(false);
  usePageSeo({
    titleKey: 'loginComp.seo.title',
    descriptionKey: 'loginComp.seo.description',
    keywordsKey: 'loginComp.seo.keywords',
  });

  const loggedIn = session.state === 'player';
  useEffect(() => {
    if (!loggedIn || redirecting.current) return;
    redirecting.current = true;
    void afterLogin({ event: 'continue', flags });
  });

  if (session.state === 'loading' || loggedIn) return <Spinner label={t('common.loading')} />;
  return (
    <PageCard titleId="login-title" title={t('loginComp.title')} lead={t('loginComp.lead')} footer={<RegisterLink />}>
      {session.state === 'guest' && session.expired && (
        <FormAlert tone="info">{t('loginComp.sessionExpired')}</FormAlert>
      )}
      <LoginForm
        flags={flags}
        onLoggedIn={() => {
          redirecting.current = true;
        }}
      />
    </PageCard>
  );
}
