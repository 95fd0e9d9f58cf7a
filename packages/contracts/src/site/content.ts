import { z } from 'zod';
import { CONTENT_LANGUAGES } from '../languages';
import {
  AFFILIATE_ID_PATTERN,
  BANNER_ZONES,
  CONTENT_REQUEST_LANGUAGES,
  PAGE_NOT_FOUND_ERROR_CODE,
  URL_PATH_PATTERN,
} from './wire-values';

/*
 * The content calls (content README; spec part 2, sections 3 and 7): static pages by language and
 * address, and banners by zone. The site builds the queries and reads the answers.
 */

const ContentRequestLanguageSchema = z
  .enum(CONTENT_REQUEST_LANGUAGES)
  .describe(
    'a site language code; regional codes read their base language (cd, nz, ei, sv: en; ch: de; ec, pe, cl: es)',
  );

/** GET /content/pages. */
export const PageQuerySchema = z.object({
  language: ContentRequestLanguageSchema,
  urlPath: z
    .string()
    .max(121)
    .regex(URL_PATH_PATTERN, 'one or two segments of a-z, 0-9, _ and -, e.g. about or vip/levels'),
});

/** A static page (spec part 2, section 3 "Static page"). */
export const StaticPageSchema = z.object({
  head: z.string().describe('sanitised HTML; {{site_url}} is left for the site to replace'),
  content: z.string().describe('sanitised HTML; {{site_url}} is left for the site to replace'),
  metaTitle: z.string(),
  metaTags: z.string(),
  metaDescription: z.string(),
  multilingualUrl: z
    .record(z.enum(CONTENT_LANGUAGES), z.string())
    .describe("the page's url path in every content language; '' where it has no translation"),
  errorCode: z
    .number()
    .int()
    .nullable()
    .describe(`${PAGE_NOT_FOUND_ERROR_CODE} when the page does not exist, else null`),
});

/** GET /content/banners: a zone's banners, with the visitor's affiliate id when they came through one. */
export const BannerQuerySchema = z.object({
  zoneId: z.enum(BANNER_ZONES),
  language: ContentRequestLanguageSchema.optional().describe('defaults to en'),
  affiliateId: z
    .string()
    .max(64)
    .regex(new RegExp(`^(${AFFILIATE_ID_PATTERN.source.slice(1, -1)})?$`), '1 to 64 of A-Z, a-z, 0-9, _ . : -')
    .optional()
    .describe("the visitor's affiliate (affid); empty or absent for none"),
});

/** A banner (spec part 2, section 3): sanitised HTML with the {{siteUrl}} placeholder, and where it leads. */
export const BannerSchema = z.object({
  id: z.number().int(),
  zoneId: z.enum(BANNER_ZONES),
  content: z.string().describe('sanitised HTML; {{siteUrl}} is left for the site to replace'),
  /** Where a guest goes on click. */
  targetUrl: z.string().describe("a site path without the language prefix, or an http(s) address; '' for none"),
  /** Where a logged-in player goes on click; '' for no link. */
  targetMemberUrl: z.string().describe('where the banner leads a logged-in player'),
});

export const BannersSchema = z.object({ banners: z.array(BannerSchema) });

export type PageQuery = z.infer<typeof PageQuerySchema>;
export type StaticPage = z.infer<typeof StaticPageSchema>;
export type BannerQuery = z.infer<typeof BannerQuerySchema>;
export type Banner = z.infer<typeof BannerSchema>;
export type Banners = z.infer<typeof BannersSchema>;
