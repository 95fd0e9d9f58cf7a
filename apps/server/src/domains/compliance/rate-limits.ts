/**
 * Per-client-IP limits of the compliance routes (@fastify/rate-limit, counted in the database like
 * IDENTITY_RATE_LIMITS). The contact form sends mail to a person, so it is the tightest.
 */
export const COMPLIANCE_RATE_LIMITS = {
  contact: { max: 5, timeWindow: '15 minutes' },
  devCountry: { max: 30, timeWindow: '1 minute' },
} as const;
