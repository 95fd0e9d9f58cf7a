import { z } from 'zod';
import { SUSPEND_REASONS } from '../../api/suspend-account';

/**
 * The lengths offered, in days (sent as strings): 1, 7 and 30 suit a break, 180, 365 and 1825 a
 * self-exclusion. Both are offered whatever the reason, because the spec's defaults pair a one-day
 * length with the reason 'Self Exclusion'.
 */
export const EXPIRE_GROUPS = [
  { reason: 'Take a Break', days: ['1', '7', '30'] },
  { reason: 'Self Exclusion', days: ['180', '365', '1825'] },
] as const;

export const EXPIRE_DAYS = ['1', '7', '30', '180', '365', '1825'] as const;

/** Spec part 2, sections 3 and 5: expire (default '1'), reason (default 'Self Exclusion'), password; all required. */
export const suspendFormSchema = z.object({
  expire: z.enum(EXPIRE_DAYS, { error: 'expireRequired' }),
  reason: z.enum(SUSPEND_REASONS, { error: 'reasonRequired' }),
  password: z.string().min(1, { error: 'passwordRequired' }),
});

export type SuspendFormValues = z.infer<typeof suspendFormSchema>;

export const SUSPEND_FORM_DEFAULTS: SuspendFormValues = { expire: '1', reason: 'Self Exclusion', password: '' };

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a pause of some days that starts now ends (the server counts whole days from the request). */
export function suspensionEnd(now: Date, expireDays: string): Date {
  return new Date(now.getTime() + Number(expireDays) * DAY_MS);
}
