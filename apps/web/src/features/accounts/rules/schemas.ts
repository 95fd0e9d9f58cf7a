import { z } from 'zod';
import { PASSWORD_LENGTH_MAX, PASSWORD_LENGTH_MIN } from './password-policy';

/*
 * Form schemas. Messages are catalogue keys (the form shows them through t), so the schemas stay
 * static and every language gets its own text.
 */

/** The shape browsers accept for type=email, with a dot in the domain; the server has the last word. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const EMAIL_LENGTH_MAX = 254;

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'loginComp.validation.emailRequired')
  .max(EMAIL_LENGTH_MAX, 'loginComp.validation.emailInvalid')
  .regex(EMAIL_PATTERN, 'loginComp.validation.emailInvalid');

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'loginComp.validation.passwordRequired'),
});
export type LoginValues = z.infer<typeof loginSchema>;

/** A new password: the length rule here; the composition rules come from the policy (live hints). */
export const newPasswordSchema = z
  .string()
  .min(1, 'passwordComp.validation.newRequired')
  .refine((value) => [...value.normalize('NFKC')].length >= PASSWORD_LENGTH_MIN, 'passwordComp.validation.tooShort')
  .refine((value) => [...value.normalize('NFKC')].length <= PASSWORD_LENGTH_MAX, 'passwordComp.validation.tooLong')
  .refine((value) => !/^\p{L}+$/u.test(value.normalize('NFKC')), 'passwordComp.validation.onlyLetters')
  .refine((value) => !/^\p{Nd}+$/u.test(value.normalize('NFKC')), 'passwordComp.validation.onlyDigits');

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: 'passwordComp.validation.mismatch',
    path: ['confirmPassword'],
  });
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

export function changePasswordSchema(email: string) {
  const localPart = email.split('@')[0]?.toLowerCase() ?? '';
  return z
    .object({
      currentPassword: z.string().min(1, 'passwordComp.validation.currentRequired'),
      newPassword: newPasswordSchema.refine(
        (value) => localPart.length < 3 || !value.normalize('NFKC').toLowerCase().includes(localPart),
        'passwordComp.validation.containsEmail',
      ),
      confirmPassword: z.string(),
    })
    .refine((values) => values.newPassword === values.confirmPassword, {
      message: 'passwordComp.validation.mismatch',
      path: ['confirmPassword'],
    });
}
export type ChangePasswordValues = z.infer<ReturnType<typeof changePasswordSchema>>;

export const otpCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'otpComp.validation.code'),
});
export type OtpCodeValues = z.infer<typeof otpCodeSchema>;

export const stepOneSchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    country: z.string().min(1, 'registerComp.validation.countryRequired'),
    currency: z.string().min(1, 'registerComp.validation.currencyRequired'),
    acceptTerms: z.boolean().refine((accepted) => accepted, 'registerComp.validation.terms'),
  })
  .superRefine((values, ctx) => {
    const localPart = values.email.split('@')[0]?.toLowerCase() ?? '';
    if (localPart.length >= 3 && values.password.normalize('NFKC').toLowerCase().includes(localPart)) {
      ctx.addIssue({ code: 'custom', message: 'passwordComp.validation.containsEmail', path: ['password'] });
    }
  });
export type StepOneValues = z.infer<typeof stepOneSchema>;
