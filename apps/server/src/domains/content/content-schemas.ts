import { ErrorBodySchema } from '@vauhti/contracts';
import { z } from 'zod';
import { CONTENT_LANGUAGES, REQUEST_LANGUAGES } from './content-languages';
import { AFFILIATE_ID_PATTERN, BANNER_ZONES, CONTENT_LIMITS, URL_PATH_PATTERN } from './content-rules';

/*
 * Request schemas check the shape of a query or body; response schemas document the API in
 * OpenAPI and, through the serializer, guarantee its shape.
 */

const LanguageSchema = z
  .enum(REQUEST_LANGUAGES)
  .describe(
    'a site language code; regional codes read their base language (cd, nz, ei, sv: en; ch: de; ec, pe, cl: es)',
  );

export const PageQuerySchema = z.object({
  language: LanguageSchema,
  urlPath: z
    .string()
    .max(121)
    .regex(URL_PATH_PATTERN, 'one or two segments of a-z, 0-9, _ and -, e.g. about or vip/levels'),
});

export const StaticPageSchema = z.object({
  head: z.string().describe('sanitised HTML; {{site_url}} is left for the site to replace'),
  content: z.string().describe('sanitised HTML; {{site_url}} is left for the site to replace'),
  metaTitle: z.string(),
  metaTags: z.string(),
  metaDescription: z.string(),
  multilingualUrl: z
    .record(z.enum(CONTENT_LANGUAGES), z.string())
    .describe("the page's url path in every content language; '' where it has no translation"),
  errorCode: z.number().int().nullable().describe('100464 when the page does not exist, else null'),
});

export const BannerQuerySchema = z.object({
  zoneId: z.enum(BANNER_ZONES),
  language: LanguageSchema.optional().describe('defaults to en'),
  affiliateId: z
    .string()
    .max(64)
    .regex(new RegExp(`^(${AFFILIATE_ID_PATTERN.source.slice(1, -1)})?$`), '1 to 64 of A-Z, a-z, 0-9, _ . : -')
    .optional()
    .describe("the visitor's affiliate (affid); empty or absent for none"),
});

export const BannersSchema = z.object({
  banners: z.array(
    z.object({
      id: z.number().int(),
      zoneId: z.enum(BANNER_ZONES),
      content: z.string().describe('sanitised HTML; {{siteUrl}} is left for the site to replace'),
      targetUrl: z.string().describe("a site path without the language prefix, or an http(s) address; '' for none"),
      targetMemberUrl: z.string().describe('where the banner leads a logged-in player'),
    }),
  ),
});

const PolicyVersionSchema = z.object({ policyType: z.string(), policyVersionId: z.string() });

export const PolicyConfigsSchema = z.object({
  status: z.literal('SUCCESS'),
  policyConfigs: z.array(PolicyVersionSchema).describe('the current version of each policy type'),
  policyTypes: z.array(z.object({ type: z.string(), label: z.string(), url: z.string() })),
});

export const PlayerPoliciesSchema = z.object({
  status: z.literal('SUCCESS'),
  policies: z.array(PolicyVersionSchema).describe('the version of each policy type the player last accepted'),
});

export const AcceptPoliciesBodySchema = z.object({
  policies: z
    .string()
    .max(CONTENT_LIMITS.policiesJsonLengthMax)
    .describe('a JSON string of [{policyType, policyVersionId}], each the current version of its type'),
});

export const StatusSchema = z.object({ status: z.literal('SUCCESS') });

/** Every client error of these routes comes in the one envelope. */
export const CLIENT_ERRORS = { '4xx': ErrorBodySchema } as const;
