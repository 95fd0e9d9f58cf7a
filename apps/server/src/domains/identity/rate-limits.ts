/**
 * Per-client-IP limits of the identity routes (@fastify/rate-limit, counted in the database so
 * that every platform process shares them; ADR 0020). They slow guessing and sign-up abuse from
 * one address; the per-account login lockout and the per-player OTP resend limit are behind them.
 */
export const IDENTITY_RATE_LIMITS = {
  login: { max: 10, timeWindow: '1 minute' },
  registration: { max: 5, timeWindow: '1 minute' },
  registrationDetails: { max: 10, timeWindow: '1 minute' },
  otpSend: { max: 5, timeWindow: '10 minutes' },
  otpVerify: { max: 10, timeWindow: '1 minute' },
  passwordForgot: { max: 5, timeWindow: '15 minutes' },
  passwordReset: { max: 10, timeWindow: '15 minutes' },
  passwordChange: { max: 10, timeWindow: '15 minutes' },
  accountSuspend: { max: 10, timeWindow: '15 minutes' },
} as const;
