import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { BannerInput } from './banners';
import { checkBanner } from './banners';
import { CONTENT_LANGUAGES, type ContentLanguage, isContentLanguage } from './content-languages';
import { AFFILIATE_ID_PATTERN, BANNER_ZONES, CONTENT_LIMITS, URL_PATH_PATTERN } from './content-rules';
import { checkPage, type PageInput } from './static-pages';

/*
 * The seed files of the content domain (apps/server/src/seed/content, described in its README):
 *
 *   pages/<language>/<url path, '/' written as '__'>.html
 *     ---
 *     {"head": "<h1>About</h1>", "metaTitle": "...", "metaDescription": "...", "metaTags": "..."}
 *     ---
 *     <p>The page's content HTML</p>
 *
 *   banners.json: an array of banners, each with its copy per language (BannerSeedEntrySchema).
 *
 * Every file is checked before anything is written; the problems of all files are reported
 * together, each naming its file.
 */

/** Thrown when seed files are malformed: a mistake in the repository, never a runtime condition. */
export class SeedFileError extends Error {
  constructor(readonly problems: string[]) {
    super(`content seed files are malformed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'SeedFileError';
  }
}

export type PageFile = { file: string; page: PageInput; checksum: string };

export type BannerSeed = { seedKey: string; banner: BannerInput; checksum: string };

const FRONT_MATTER_FENCE = '---';

const FrontMatterSchema = z.strictObject({
  head: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  metaTags: z.string(),
  /** Optional: ties translations with different url paths together; defaults to the url path. */
  pageKey: z.string().optional(),
});

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(object)'}: ${issue.message}`).join('; ');
}

/** The language and url path a page file's place names: fi/vip__levels.html is fi, vip/levels. */
export function pageAddressOf(
  language: string,
  fileName: string,
): { language: ContentLanguage; urlPath: string } | string {
  if (!isContentLanguage(language)) return `${language}/ is not a content language (${CONTENT_LANGUAGES.join(', ')})`;
  if (!fileName.endsWith('.html')) return 'a page file ends in .html';
  const urlPath = fileName.slice(0, -'.html'.length).replaceAll('__', '/');
  if (!URL_PATH_PATTERN.test(urlPath)) {
    return `${urlPath} is not a page address: one or two segments of a-z, 0-9, _ and -, joined by __ in the file name`;
  }
  return { language, urlPath };
}

/** Parses one page file; a string is the problem with it. */
export function parsePageFile(
  text: string,
  address: { language: ContentLanguage; urlPath: string },
): PageInput | string {
  const lines = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  if (lines[0]?.trim() !== FRONT_MATTER_FENCE) return `the first line must be ${FRONT_MATTER_FENCE}`;
  const closing = lines.findIndex((line, index) => index > 0 && line.trim() === FRONT_MATTER_FENCE);
  if (closing < 0) return `the JSON header has no closing ${FRONT_MATTER_FENCE} line`;
  let header: unknown;
  try {
    header = JSON.parse(lines.slice(1, closing).join('\n'));
  } catch (error) {
    return `the header between the ${FRONT_MATTER_FENCE} lines is not JSON: ${(error as Error).message}`;
  }
  const fields = FrontMatterSchema.safeParse(header);
  if (!fields.success) return `the JSON header is wrong: ${describeIssues(fields.error)}`;
  const page: PageInput = {
    ...address,
    ...fields.data,
    content: lines
      .slice(closing + 1)
      .join('\n')
      .trim(),
  };
  const checked = checkPage(page);
  return checked.ok ? page : checked.error.message;
}

async function listDirectory(directory: string) {
  try {
    return await readdir(directory, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

const isIgnored = (name: string) => name.startsWith('.') || name.toLowerCase() === 'readme.md';

/** Reads and checks every page file under `directory` (none when it does not exist). */
export async function readPageFiles(directory: string): Promise<PageFile[]> {
  const problems: string[] = [];
  const files: PageFile[] = [];
  for (const languageEntry of (await listDirectory(directory)) ?? []) {
    if (isIgnored(languageEntry.name)) continue;
    if (!languageEntry.isDirectory()) {
      problems.push(`pages/${languageEntry.name}: pages go in a folder per language, e.g. pages/en/about.html`);
      continue;
    }
    for (const entry of (await listDirectory(join(directory, languageEntry.name))) ?? []) {
      if (isIgnored(entry.name)) continue;
      const file = `pages/${languageEntry.name}/${entry.name}`;
      const address = pageAddressOf(languageEntry.name, entry.name);
      if (typeof address === 'string') {
        problems.push(`${file}: ${address}`);
        continue;
      }
      const path = join(directory, languageEntry.name, entry.name);
      if (!entry.isFile() || (await stat(path)).size > CONTENT_LIMITS.seedFileBytesMax) {
        problems.push(`${file}: not a file of at most ${CONTENT_LIMITS.seedFileBytesMax} bytes`);
        continue;
      }
      const text = await readFile(path, 'utf8');
      const page = parsePageFile(text, address);
      if (typeof page === 'string') problems.push(`${file}: ${page}`);
      else files.push({ file, page, checksum: sha256(text) });
    }
  }
  if (problems.length > 0) throw new SeedFileError(problems);
  return files.sort((a, b) => a.file.localeCompare(b.file));
}

const Moment = z.iso.datetime({ offset: true }).nullable().default(null);

/** One entry of banners.json; `content` holds the banner's HTML per content language, or 'all'. */
export const BannerSeedEntrySchema = z.strictObject({
  key: z.string().regex(/^[a-z0-9-]{1,60}$/, 'a key is 1 to 60 of a-z, 0-9 and -'),
  zoneId: z.enum(BANNER_ZONES),
  affiliateId: z.string().regex(AFFILIATE_ID_PATTERN).nullable().default(null),
  targetUrl: z.string(),
  targetMemberUrl: z.string(),
  sortOrder: z.number().int().default(0),
  startsAt: Moment,
  endsAt: Moment,
  content: z
    .partialRecord(z.enum([...CONTENT_LANGUAGES, 'all']), z.string())
    .refine((variants) => Object.keys(variants).length > 0, 'give the banner in at least one language'),
});

export type BannerSeedEntry = z.infer<typeof BannerSeedEntrySchema>;

/** Parses banners.json's text into one seed per banner and language; problems name the entry. */
export function parseBannersFile(text: string, file = 'banners.json'): BannerSeed[] {
  let entries: unknown;
  try {
    entries = JSON.parse(text);
  } catch (error) {
    throw new SeedFileError([`${file}: not JSON: ${(error as Error).message}`]);
  }
  if (!Array.isArray(entries)) throw new SeedFileError([`${file}: must be an array of banners`]);
  const problems: string[] = [];
  const seeds: BannerSeed[] = [];
  const keys = new Set<string>();
  entries.forEach((raw: unknown, index) => {
    const parsed = BannerSeedEntrySchema.safeParse(raw);
    const name = `${file} entry ${index + 1}`;
    if (!parsed.success) {
      problems.push(`${name}: ${describeIssues(parsed.error)}`);
      return;
    }
    const entry = parsed.data;
    if (keys.has(entry.key)) problems.push(`${name}: key ${entry.key} is used twice`);
    keys.add(entry.key);
    for (const [language, content] of Object.entries(entry.content)) {
      const banner: BannerInput = {
        zoneId: entry.zoneId,
        language: language === 'all' ? null : (language as ContentLanguage),
        affiliateId: entry.affiliateId,
        content,
        targetUrl: entry.targetUrl,
        targetMemberUrl: entry.targetMemberUrl,
        sortOrder: entry.sortOrder,
        startsAt: entry.startsAt === null ? null : new Date(entry.startsAt),
        endsAt: entry.endsAt === null ? null : new Date(entry.endsAt),
      };
      const checked = checkBanner(banner);
      if (!checked.ok) {
        problems.push(`${name} (${entry.key}, ${language}): ${checked.error.message}`);
        continue;
      }
      const seedKey = `${entry.key}.${language}`;
      seeds.push({ seedKey, banner, checksum: sha256(JSON.stringify({ seedKey, ...entry, content })) });
    }
  });
  if (problems.length > 0) throw new SeedFileError(problems);
  return seeds;
}

/** Reads banners.json (no banners when it does not exist). */
export async function readBannersFile(path: string): Promise<BannerSeed[]> {
  let text: string;
  try {
    if ((await stat(path)).size > CONTENT_LIMITS.seedFileBytesMax) {
      throw new SeedFileError([`banners.json: larger than ${CONTENT_LIMITS.seedFileBytesMax} bytes`]);
    }
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return parseBannersFile(text);
}
