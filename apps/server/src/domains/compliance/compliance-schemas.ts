import { ErrorBodySchema } from '@vauhti/contracts';
import { z } from 'zod';
import { ENQUIRY_TYPES } from './contact-request';

/*
 * As in the identity domain: request schemas check types and put a ceiling on sizes, and the
 * domain decides what a value must look like (contact-request.ts), so every refusal names its
 * field in the same way.
 */

const bounded = (lengthMax: number) => z.string().max(lengthMax);
const countryCodes = z.array(z.string());

export const SiteContextSchema = z.object({
  countryCode: z.string().describe('ISO 3166-1 alpha-2, also for countries the platform does not list (BR)'),
  countryName: z.string(),
  countrySource: z.enum(['override', 'edge', 'geoip', 'default']),
  countryLanguage: z.string().describe("the country's site language; en for an unlisted country"),
  defaultCurrency: z.string().describe('EUR for an unlisted country'),
  registrationMode: z.enum(['pay_and_play', 'standard', 'restricted']),
  blocked: z.object({
    isIpBlocked: z.boolean(),
    blockType: z.enum(['country']).nullable(),
    countryCode: z.string(),
  }),
  maintenance: z.boolean().describe('as of at most 5 s ago'),
  landingPage: z.object({ enabled: z.boolean(), countries: countryCodes }),
  payAndPlayCountries: countryCodes,
  otpExemptCountries: countryCodes,
  nationalIdCountries: countryCodes,
  supportEmail: z.string(),
  devTools: z.boolean(),
});

export const ContactBodySchema = z.object({
  subject: bounded(64).describe(`the enquiry type: ${ENQUIRY_TYPES.join(', ')}`),
  body: bounded(20_000).describe('the description, up to 5000 characters'),
  fromEmail: bounded(1_000).optional().describe("up to 64 characters; a logged-in player's account address wins"),
  fromName: bounded(1_000).optional().describe("first and last name, up to 130 characters; the account's name wins"),
});

export const ContactSentSchema = z.object({ sent: z.literal(true) });

export const DevCountryBodySchema = z.object({
  countryCode: bounded(16).nullable().describe('a country of GET /countries, or null to clear the override'),
});

export const DevCountrySchema = z.object({ countryCode: z.string().nullable() });

export const CLIENT_ERRORS = { '4xx': ErrorBodySchema } as const;
