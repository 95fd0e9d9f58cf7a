import { z } from 'zod';
import { boundedText } from './bounded-text';
import { RegistrationProgressSchema } from './registration';

/* Login, the login status and the password calls (identity README, "Endpoints"). */

export const LoginBodySchema = z.object({ email: boundedText(320), password: boundedText(1024) });

export const AuthStatusSchema = z.object({
  status: z.enum(['logged_in', 'logged_out', 'session_expired']),
  loggedIn: z.boolean(),
  playerId: z.number().int().nullable(),
  registration: RegistrationProgressSchema.nullable(),
});

/** A password change needs the current password; the player's other sessions end. */
export const ChangePasswordBodySchema = z.object({
  currentPassword: boundedText(1024),
  newPassword: boundedText(1024),
});

/** Always answered 202, so it never reveals whether an address has an account. */
export const ForgotPasswordBodySchema = z.object({ email: boundedText(320) });

/** A new password with the e-mailed token; every session of the player ends. */
export const ResetPasswordBodySchema = z.object({ token: boundedText(256), newPassword: boundedText(1024) });

export type LoginBody = z.infer<typeof LoginBodySchema>;
export type AuthStatus = z.infer<typeof AuthStatusSchema>;
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;
