import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../../components/Field';
import { localeOf } from '../../../../lib/i18n/format';
import { useLocalPath, useSiteLanguage } from '../../../../lib/i18n/site-language';
import type { PolicyTypeInfo } from '../../../../lib/policies/policy-check';
import styles from './PayAndPlay.module.css';

type PolicyConsentProps = {
  /** The policies a player must accept (GET /content/policies), in their configured order. */
  policies: PolicyTypeInfo[];
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
};

/**
 * The visitor accepts the site's policies before the bank opens the account, as registration's
 * first step asks; each policy opens in a new tab. The list reads as the language joins words
 * ("Terms and Conditions and Privacy Notice").
 */
export function PolicyConsent({ policies, checked, onChange, error }: PolicyConsentProps) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const localPath = useLocalPath();
  const parts = new Intl.ListFormat(localeOf(language), { type: 'conjunction' }).formatToParts(
    policies.map((policy) => policy.type),
  );
  const byType = new Map(policies.map((policy) => [policy.type, policy]));
  // A joining word is keyed by the policy before it: each follows exactly one.
  let previous = '';
  const list = parts.map((part) => {
    const policy = part.type === 'element' ? byType.get(part.value) : undefined;
    if (!policy) return <Fragment key={`after-${previous}`}>{part.value}</Fragment>;
    previous = policy.type;
    return policy.url ? (
      <a
        key={policy.type}
        className={styles.textLink}
        href={localPath(policy.url)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {policy.label}
        <span className={styles.visuallyHidden}> {t('payAndPlayComp.newTab')}</span>
      </a>
    ) : (
      <Fragment key={policy.type}>{policy.label}</Fragment>
    );
  });
  return (
    <CheckboxField
      label={
        <>
          {t('payAndPlayComp.acceptPolicies')} {list}
        </>
      }
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      error={error}
      required
    />
  );
}
