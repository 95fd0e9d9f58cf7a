import { z } from 'zod';
import { COUNTRY_SOURCES, REGISTRATION_MODES } from './wire-values';

/*
 * GET /api/v1/site/context (compliance README): what the site shell needs before it draws
 * anything, per visitor. The platform builds it from the request's country and its settings.
 */

const CountryCodesSchema = z.array(z.string());

export const SiteContextSchema = z.object({
  countryCode: z.string().describe('ISO 3166-1 alpha-2, also for countries the platform does not list (BR)'),
  countryName: z.string(),
  countrySource: z.enum(COUNTRY_SOURCES),
  /** The site language of the country: the language chooser's fallback after url and storage. */
  countryLanguage: z.string().describe("the country's site language; en for an unlisted country"),
  /** The currency a sign-up from the country starts with: a pay-and-play visitor deposits in it. */
  defaultCurrency: z.string().describe('EUR for an unlisted country'),
  registrationMode: z.enum(REGISTRATION_MODES),
  /** The spec's blocked-countries answer; blockType 'country' shows the country-blocked page. */
  blocked: z.object({
    isIpBlocked: z.boolean(),
    blockType: z.enum(['country']).nullable(),
    countryCode: z.string(),
  }),
  maintenance: z.boolean().describe('as of at most 5 s ago'),
  landingPage: z.object({ enabled: z.boolean(), countries: CountryCodesSchema }),
  payAndPlayCountries: CountryCodesSchema,
  otpExemptCountries: CountryCodesSchema,
  nationalIdCountries: CountryCodesSchema,
  supportEmail: z.string(),
  /** The dev panel (country override, mailbox link) is offered: only with the dev tools (development). */
  devTools: z.boolean(),
});

export type SiteContext = z.infer<typeof SiteContextSchema>;
