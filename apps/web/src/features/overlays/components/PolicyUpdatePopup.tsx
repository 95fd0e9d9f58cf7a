import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/Button';
import { CheckboxField } from '../../../components/Field';
import { Modal } from '../../../components/Modal';
import { errorText } from '../../../lib/api/error-text';
import { enterMovesFocus } from '../../../lib/forms/enter-moves-focus';
import { useLocalPath } from '../../../lib/i18n/site-language';
import type { PendingPolicy } from '../../../lib/policies/policy-check';
import { useAcceptPolicy } from '../api/accept-policies';
import styles from './PolicyUpdatePopup.module.css';

const AcceptanceSchema = z.object({ accepted: z.literal(true) });
type Acceptance = z.infer<typeof AcceptanceSchema>;

/** The policy popup's mark: a gold document with a seal (generated SVG). */
function PolicyMark() {
  return (
    <svg viewBox="0 0 44 44" width="44" height="44" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="policy-mark-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset="0.5" stopColor="#f5b301" />
          <stop offset="1" stopColor="#d98c00" />
        </linearGradient>
      </defs>
      <rect x="9" y="5" width="24" height="32" rx="4" fill="#17203a" stroke="url(#policy-mark-gold)" strokeWidth="2" />
      <path d="M14 13h14M14 18h14M14 23h9" stroke="#a3adc6" strokeWidth="2" strokeLinecap="round" />
      <circle cx="31" cy="32" r="8" fill="url(#policy-mark-gold)" />
      <path
        d="M27.5 32l2.5 2.5 4.5-5"
        fill="none"
        stroke="#1c1400"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The policy update popup (spec 2.5): the first changed policy with a link to read it (new tab),
 * a required acceptance checkbox and continue, disabled until it is ticked and both disabled once
 * sent. It cannot be dismissed: the player accepts to go on. Keyed by policy version by its host,
 * so the next changed policy starts unticked.
 */
export function PolicyUpdatePopup({ policy }: { policy: PendingPolicy }) {
  const { t } = useTranslation();
  const localPath = useLocalPath();
  const accept = useAcceptPolicy();
  const { register, handleSubmit, formState } = useForm<Acceptance>({
    resolver: zodResolver(AcceptanceSchema),
    mode: 'onChange',
  });
  // Sent (and while the check re-runs after it): nothing more to click.
  const locked = accept.isPending || accept.isSuccess;
  const onSubmit = handleSubmit(() => accept.mutate(policy));
  const label = policy.label;

  return (
    <Modal open size="md" tone="gold" title={t('policyComp.title', { label })} icon={<PolicyMark />}>
      <p className={styles.text}>{t('policyComp.text', { label })}</p>
      {policy.url && (
        <a className={styles.read} href={localPath(policy.url)} target="_blank" rel="noopener noreferrer">
          {t('policyComp.read', { label })}
          <span className={styles.visuallyHidden}> {t('policyComp.newTab')}</span>
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
            <path
              d="M6 3H3v10h10v-3M9 3h4v4M13 3L7 9"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
            />
          </svg>
        </a>
      )}
      <form className={styles.form} onSubmit={onSubmit} onKeyDown={enterMovesFocus} noValidate>
        <CheckboxField label={t('policyComp.accept', { label })} disabled={locked} required {...register('accepted')} />
        {accept.isError && (
          <p className={styles.error} role="alert">
            {t('policyComp.failed')} {errorText(t, accept.error)}
          </p>
        )}
        <Button type="submit" size="lg" fullWidth disabled={!formState.isValid || locked} busy={accept.isPending}>
          {t('policyComp.continue')}
        </Button>
      </form>
    </Modal>
  );
}
