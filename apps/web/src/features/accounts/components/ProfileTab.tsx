import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { enterMovesFocus } from '../../../lib/forms/enter-moves-focus';
import { formatDate, localeOf } from '../../../lib/i18n/format';
import { useSiteLanguage } from '../../../lib/i18n/site-language';
import type { Profile } from '../../../lib/session/session-types';
import { useUpdateProfile } from '../api/update-profile';
import { useApplyApiError } from '../hooks/use-api-error';
import {
  DETAILS_FORM_FIELDS,
  type DetailField,
  type DetailsValues,
  detailsOfProfile,
  detailsSchema,
  profileUpdateOf,
} from '../rules/details';
import { callingCodeOf } from '../rules/phone';
import { DetailsFields } from './DetailsFields';
import { FormAlert } from './FormAlert';
import styles from './forms.module.css';

const CONTACT_FIELDS: DetailField[] = ['street', 'zip', 'city', 'phone', 'gender', 'nickname'];

/** The detail a form value belongs to (three selects make the birth date, two fields the phone). */
const DETAIL_OF_VALUE: Record<keyof DetailsValues, DetailField> = {
  firstName: 'firstName',
  lastName: 'lastName',
  birthDay: 'birthDate',
  birthMonth: 'birthDate',
  birthYear: 'birthDate',
  street: 'street',
  city: 'city',
  zip: 'zip',
  phonePrefix: 'phone',
  phoneNumber: 'phone',
  gender: 'gender',
  nationalId: 'nationalId',
  nickname: 'nickname',
};

/**
 * Identity facts freeze at the first real-money deposit (identity README): a real-money player
 * may fill in a missing one but not change it. National ids are shown masked, so one on file
 * can never be edited here.
 */
export function editableFieldsOf(profile: Profile): DetailField[] {
  const locked = profile.userStatus === 'real';
  const identity: DetailField[] = [];
  if (!locked || profile.firstName === null) identity.push('firstName');
  if (!locked || profile.lastName === null) identity.push('lastName');
  if (!locked || profile.bYear === null) identity.push('birthDate');
  if (profile.nationalId === null && profile.missingProfileFields.includes('nationalId')) identity.push('nationalId');
  return [...identity, ...CONTACT_FIELDS];
}

/** Profile: what the player may change (PATCH /profile, changed fields only) and what is fixed. */
export function ProfileTab({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const update = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const fields = useMemo(() => editableFieldsOf(profile), [profile]);
  const schema = useMemo(() => detailsSchema(fields), [fields]);
  const form = useForm<DetailsValues>({
    resolver: zodResolver(schema),
    defaultValues: detailsOfProfile(profile, callingCodeOf(profile.countryCode)),
  });
  const applyError = useApplyApiError(form.setError, DETAILS_FORM_FIELDS);
  const { isSubmitting, isDirty, dirtyFields } = form.formState;
  const identityLocked = profile.userStatus === 'real';

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setSaved(false);
    const changed = [
      ...new Set(
        (Object.keys(dirtyFields) as (keyof DetailsValues)[])
          .map((value) => DETAIL_OF_VALUE[value])
          .filter((field) => fields.includes(field)),
      ),
    ];
    try {
      const next = await update.mutateAsync(profileUpdateOf(values, changed));
      form.reset(detailsOfProfile(next, callingCodeOf(next.countryCode)));
      setSaved(true);
    } catch (error) {
      setFormError(applyError(error));
    }
  });

  const regionNames = new Intl.DisplayNames([localeOf(language)], { type: 'region' });
  const birthDate =
    profile.bYear && profile.bMonth && profile.bDay
      ? formatDate(new Date(Date.UTC(profile.bYear, profile.bMonth - 1, profile.bDay)), language, 'UTC')
      : null;
  const lockedFacts = [
    !fields.includes('firstName') || !fields.includes('lastName')
      ? { label: t('profileComp.name'), value: `${profile.firstName ?? ''} ${profile.lastName ?? ''}`.trim() }
      : null,
    !fields.includes('birthDate') && birthDate ? { label: t('profileComp.birthDate'), value: birthDate } : null,
    profile.nationalId ? { label: t('profileComp.nationalId'), value: profile.nationalId } : null,
  ].filter((fact): fact is { label: string; value: string } => fact !== null);

  return (
    <div className={styles.stack}>
      <dl className={styles.readOnlyList}>
        <div>
          <dt>{t('profileComp.email')}</dt>
          <dd>{profile.email}</dd>
        </div>
        <div>
          <dt>{t('profileComp.country')}</dt>
          <dd>{regionNames.of(profile.countryCode) ?? profile.country}</dd>
        </div>
        <div>
          <dt>{t('profileComp.currency')}</dt>
          <dd>{profile.currency.code}</dd>
        </div>
        {lockedFacts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.muted}>
        {identityLocked ? t('profileComp.lockedAfterDeposit') : t('profileComp.fixedFacts')}
      </p>
      <form className={styles.form} onSubmit={onSubmit} onKeyDown={enterMovesFocus} noValidate>
        {formError && <FormAlert>{formError}</FormAlert>}
        {saved && <FormAlert tone="success">{t('profileComp.saved')}</FormAlert>}
        <DetailsFields form={form} fields={fields} countryCode={profile.countryCode} />
        <div className={styles.actions}>
          <Button type="submit" busy={isSubmitting} disabled={isSubmitting || !isDirty}>
            {t('profileComp.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}
