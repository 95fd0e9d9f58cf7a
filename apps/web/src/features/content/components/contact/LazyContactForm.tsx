import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../../components/Spinner';

/* The form (and react-hook-form and zod with it) loads only where it is shown. */
const ContactForm = lazy(() => import('./ContactForm').then((module) => ({ default: module.ContactForm })));

export function LazyContactForm() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <ContactForm />
    </Suspense>
  );
}
