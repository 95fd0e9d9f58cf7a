import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { enterMovesFocus } from '../../../lib/forms/enter-moves-focus';
import { formatDate } from '../../../lib/i18n/format';
import { useLocalPath, useSiteLanguage } from '../../../lib/i18n/site-language';
import { useAfterLogin } from '../../../lib/navigation/after-login';
import { needsNationalId } from '../../../lib/navigation/login-redirect';
import { usePageSeo } from '../../../lib/seo/page-seo';
import { useSession } from '../../../lib/session/session-queries';
import type { Profile } from '../../../lib/session/session-types';
import { useSiteContext } from '../../../lib/site-context/site-context';
import { useUpdateProfile } from '../api/update-profile';
import { useApplyApiError } from '../hooks/use-api-error';
import {
  DETAILS_FORM_FIELDS,
  type DetailField,
  type DetailsValues,
  detailFieldsOf,
  detailsOfProfile,
  detailsSchema,
  profileUpdateOf,
} from '../rules/details';
import { callingCodeOf } from '../rules/phone';
import { DetailsFields } from './DetailsFields';
import { FormAlert } from './FormAlert';
import styles from './forms.module.css';

/** What a migrated account confirms even when nothing is missing: where it lives and how to reach it. */
const MIGRATION_CONFIRMED_FIELDS: DetailField[] = ['street', 'zip', 'city', 'phone'];

export type CompletionVariant = 'profile' | 'details';

/** The fields a completion form asks for: the missing ones, the national id rule's, the migration's. */
export function completionFieldsOf(
  profile: Profile,
  nationalIdCountries: readonly string[],
  migration: boolean,
): DetailField[] {
  const fields = new Set<DetailField>(detailFieldsOf(profile.missingProfileFields));
  if (needsNationalId(profile, nationalIdCountries)) fields.add('nationalId');
  if (migration) for (const field of MIGRATION_CONFIRMED_FIELDS) fields.add(field);
  return [...fields];
}

/**
 * {lang}/completeprofile and {lang}/completedetails (modal pages, login required): a modal over
 * the page asking for what the profile lacks (spec 4 case 6, spec 5 national id), or, with
 * migration=true, confirming an account moved from the old platform. Saving follows the login
 * redirect order again; closing goes home.
 */
export function ProfileCompletion({ variant }: { variant: CompletionVariant }) {
  const { t } = useTranslation();
  const session = useSession();
  const context = useSiteContext();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const localPath = useLocalPath();
  const profile = session.state === 'player' ? session.profile : undefined;
  const migration =
    variant === 'profile' && (searchParams.get('migration') === 'true' || profile?.migrationRequired === true);
  usePageSeo({
    titleKey: `profileComp.seo.${variant}Title`,
    descriptionKey: `profileComp.seo.${variant}Description`,
    keywordsKey: 'profileComp.seo.keywords',
  });
  const close = () => navigate(localPath(), { replace: true });
  const title = migration ? t('profileComp.migration.title') : t(`profileComp.completion.${variant}Title`);

  if (profile?.registration.nextStep === 2) return <Navigate to={localPath('register')} replace />;
  return (
    <Modal
      open
      onClose={close}
      title={title}
      description={migration ? t('profileComp.migration.lead') : t('profileComp.completion.lead')}
      size="md"
    >
      {profile && !context.isPending ? (
        <CompletionForm
          profile={profile}
          fields={completionFieldsOf(profile, context.data?.nationalIdCountries ?? [], migration)}
          migration={migration}
        />
      ) : (
        <Spinner label={t('common.loading')} />
      )}
    </Modal>
  );
}

function CompletionForm({
  profile,
  fields,
  migration,
}: {
  profile: Profile;
  fields: DetailField[];
  migration: boolean;
}) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const afterLogin = useAfterLogin();
  const update = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const [continuing, setContinuing] = useState(false);
  const schema = useMemo(() => detailsSchema(fields), [fields]);
  const form = useForm<DetailsValues>({
    resolver: zodResolver(schema),
    defaultValues: detailsOfProfile(profile, callingCodeOf(profile.countryCode)),
  });
  const applyError = useApplyApiError(form.setError, DETAILS_FORM_FIELDS);
  const { isSubmitting } = form.formState;

  const continueOn = async () => {
    setContinuing(true);
    await afterLogin({ event: 'continue' });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await update.mutateAsync(profileUpdateOf(values, fields));
    } catch (error) {
      setFormError(applyError(error));
      return;
    }
    await continueOn();
  });

  if (fields.length === 0) {
    return (
      <div className={styles.stack}>
        <FormAlert tone="success">{t('profileComp.completion.nothingMissing')}</FormAlert>
        <Button size="lg" fullWidth busy={continuing} disabled={continuing} onClick={continueOn}>
          {t('common.continue')}
        </Button>
      </div>
    );
  }

  const birthDate =
    profile.bYear && profile.bMonth && profile.bDay
      ? formatDate(new Date(Date.UTC(profile.bYear, profile.bMonth - 1, profile.bDay)), language, 'UTC')
      : null;
  return (
    <form className={styles.form} onSubmit={onSubmit} onKeyDown={enterMovesFocus} noValidate>
      {migration && (
        <dl className={styles.readOnlyList}>
          <div>
            <dt>{t('profileComp.email')}</dt>
            <dd>{profile.email}</dd>
          </div>
          {profile.firstName && profile.lastName && (
            <div>
              <dt>{t('profileComp.name')}</dt>
              <dd>{`${profile.firstName} ${profile.lastName}`}</dd>
            </div>
          )}
          {birthDate && (
            <div>
              <dt>{t('profileComp.birthDate')}</dt>
              <dd>{birthDate}</dd>
            </div>
          )}
        </dl>
      )}
      {formError && <FormAlert>{formError}</FormAlert>}
      <DetailsFields form={form} fields={fields} countryCode={profile.countryCode} />
      <Button type="submit" size="lg" fullWidth busy={isSubmitting} disabled={isSubmitting}>
        {migration ? t('profileComp.migration.submit') : t('profileComp.completion.submit')}
      </Button>
    </form>
  );
}
