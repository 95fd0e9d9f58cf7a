import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTENT_FIXTURES_DIR } from '../../test-support/content-test-support';
import { pageAddressOf, parseBannersFile, parsePageFile, readPageFiles, SeedFileError } from './seed-files';

const temporaryDirectories: string[] = [];
afterAll(async () => {
  for (const directory of temporaryDirectories) await rm(directory, { recursive: true, force: true });
});

async function pagesDirectory(files: Record<string, string>): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'vauhti-pages-'));
  temporaryDirectories.push(directory);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(directory, path, '..'), { recursive: true });
    await writeFile(join(directory, path), text);
  }
  return directory;
}

const HEADER = '{"head": "<h1>T</h1>", "metaTitle": "T", "metaDescription": "D", "metaTags": "t"}';
const ABOUT = { language: 'en', urlPath: 'about' } as const;

async function problemsOf(read: Promise<unknown>): Promise<string[]> {
  const error = await read.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(SeedFileError);
  return (error as SeedFileError).problems;
}

describe('page file addresses', () => {
  it('reads the language from the folder and the url path from the name, __ standing for /', () => {
    expect(pageAddressOf('en', 'about.html')).toEqual({ language: 'en', urlPath: 'about' });
    expect(pageAddressOf('fi', 'vip__levels.html')).toEqual({ language: 'fi', urlPath: 'vip/levels' });
  });

  it('says what is wrong with a place that is not a page', () => {
    expect(pageAddressOf('sv', 'about.html')).toMatch(/^sv\/ is not a content language/);
    expect(pageAddressOf('en', 'about.htm')).toBe('a page file ends in .html');
    expect(pageAddressOf('en', 'About.html')).toMatch(/^About is not a page address/);
    expect(pageAddressOf('en', 'a__b__c.html')).toMatch(/^a\/b\/c is not a page address/);
  });
});

describe('page files', () => {
  it('reads the JSON header between the --- lines and the content after them', () => {
    const page = parsePageFile(`---\n${HEADER}\n---\n<p>Body</p>\n`, ABOUT);
    expect(page).toEqual({
      language: 'en',
      urlPath: 'about',
      head: '<h1>T</h1>',
      metaTitle: 'T',
      metaDescription: 'D',
      metaTags: 't',
      content: '<p>Body</p>',
    });
  });

  it('takes a header over several lines, Windows line ends and a byte-order mark, and a page key', () => {
    const header =
      '{\r\n  "head": "",\r\n  "metaTitle": "T",\r\n  "metaDescription": "",\r\n  "metaTags": "",\r\n  "pageKey": "about"\r\n}';
    const page = parsePageFile(`\uFEFF---\r\n${header}\r\n---\r\n<p>A</p>\r\n<p>B</p>`, {
      language: 'fi',
      urlPath: 'tietoa',
    });
    expect(page).toMatchObject({ pageKey: 'about', urlPath: 'tietoa', content: '<p>A</p>\n<p>B</p>' });
  });

  it('says what is wrong with a malformed file', () => {
    expect(parsePageFile(`${HEADER}\n---\n<p/>`, ABOUT)).toBe('the first line must be ---');
    expect(parsePageFile(`---\n${HEADER}\n<p/>`, ABOUT)).toBe('the JSON header has no closing --- line');
    expect(parsePageFile('---\n{"head": }\n---\n', ABOUT)).toMatch(/^the header between the --- lines is not JSON: /);
    expect(parsePageFile('---\n[]\n---\n', ABOUT)).toMatch(/^the JSON header is wrong: /);
    const typo = parsePageFile(
      '---\n{"head": "", "metaTitel": "T", "metaDescription": "", "metaTags": ""}\n---\n',
      ABOUT,
    );
    expect(typo).toMatch(/metaTitle: .*; .*metaTitel/);
    expect(
      parsePageFile('---\n{"head": 1, "metaTitle": "", "metaDescription": "", "metaTags": ""}\n---\n', ABOUT),
    ).toMatch(/^the JSON header is wrong: head: /);
    const badKey = '---\n{"head": "", "metaTitle": "", "metaDescription": "", "metaTags": "", "pageKey": "A B"}\n---\n';
    expect(parsePageFile(badKey, ABOUT)).toMatch(/^pageKey must be/);
  });

  it('reads the fixture folder: each page with its address and a checksum of its file', async () => {
    const files = await readPageFiles(join(CONTENT_FIXTURES_DIR, 'pages'));
    expect(files.map((file) => [file.file, file.page.language, file.page.urlPath])).toEqual([
      ['pages/en/vip__levels.html', 'en', 'vip/levels'],
      ['pages/fi/vip__levels.html', 'fi', 'vip/levels'],
    ]);
    expect(files.every((file) => /^[0-9a-f]{64}$/.test(file.checksum))).toBe(true);
  });

  it('reads no pages from a folder that does not exist', async () => {
    expect(await readPageFiles(join(CONTENT_FIXTURES_DIR, 'nowhere'))).toEqual([]);
  });

  it('reports every malformed file by name, and ignores dot files and READMEs', async () => {
    const directory = await pagesDirectory({
      'en/good.html': `---\n${HEADER}\n---\n<p/>`,
      'en/no-fence.html': `${HEADER}\n<p/>`,
      'en/notes.txt': 'x',
      'en/.about.html.swp': 'x',
      'README.md': '# pages',
      'xx/about.html': `---\n${HEADER}\n---\n`,
      'stray.html': `---\n${HEADER}\n---\n`,
    });
    const problems = await problemsOf(readPageFiles(directory));
    expect(new Set(problems)).toEqual(
      new Set([
        'pages/en/no-fence.html: the first line must be ---',
        'pages/en/notes.txt: a page file ends in .html',
        'pages/stray.html: pages go in a folder per language, e.g. pages/en/about.html',
        'pages/xx/about.html: xx/ is not a content language (en, fi, no, de, fr, ja, ko, pl, ro, hu, el, es)',
      ]),
    );
    expect(new SeedFileError(problems).message).toContain('pages/en/no-fence.html');
  });
});

const BANNER = {
  key: 'welcome',
  zoneId: 'home-guest',
  targetUrl: 'register',
  targetMemberUrl: 'promotions',
  content: { en: '<p>Hi</p>', fi: '<p>Moi</p>', all: '<p>*</p>' },
};

describe('banners.json', () => {
  it('gives one seed per banner and language, with defaults for the optional keys', () => {
    const seeds = parseBannersFile(JSON.stringify([BANNER]));
    expect(seeds.map((seed) => [seed.seedKey, seed.banner.language, seed.banner.content])).toEqual([
      ['welcome.en', 'en', '<p>Hi</p>'],
      ['welcome.fi', 'fi', '<p>Moi</p>'],
      ['welcome.all', null, '<p>*</p>'],
    ]);
    expect(seeds[0]?.banner).toMatchObject({ affiliateId: null, sortOrder: 0, startsAt: null, endsAt: null });
    expect(new Set(seeds.map((seed) => seed.checksum)).size).toBe(3);
  });

  it('reads the window as moments', () => {
    const [seed] = parseBannersFile(
      JSON.stringify([{ ...BANNER, startsAt: '2026-12-01T00:00:00+02:00', endsAt: '2026-12-24T00:00:00Z' }]),
    );
    expect(seed?.banner.startsAt).toEqual(new Date('2026-11-30T22:00:00Z'));
  });

  it('names the entry and what is wrong with it', () => {
    const problems = (text: string) => {
      try {
        parseBannersFile(text);
      } catch (error) {
        return (error as SeedFileError).problems;
      }
      return [];
    };
    expect(problems('[')).toEqual([expect.stringMatching(/^banners\.json: not JSON: /)]);
    expect(problems('{}')).toEqual(['banners.json: must be an array of banners']);
    expect(problems(JSON.stringify([BANNER, BANNER]))).toEqual(['banners.json entry 2: key welcome is used twice']);
    expect(problems(JSON.stringify([{ ...BANNER, zoneId: 'lobby' }]))[0]).toMatch(/^banners\.json entry 1: zoneId: /);
    expect(problems(JSON.stringify([{ ...BANNER, colour: 'red' }]))[0]).toMatch(/colour/);
    expect(problems(JSON.stringify([{ ...BANNER, content: {} }]))[0]).toMatch(/at least one language/);
    expect(problems(JSON.stringify([{ ...BANNER, content: { sv: '<p/>' } }]))[0]).toMatch(
      /^banners\.json entry 1: content/,
    );
    expect(problems(JSON.stringify([{ ...BANNER, targetUrl: 'javascript:alert(1)' }]))).toEqual([
      'banners.json entry 1 (welcome, en): targetUrl must be a site path or an http(s) address',
      'banners.json entry 1 (welcome, fi): targetUrl must be a site path or an http(s) address',
      'banners.json entry 1 (welcome, all): targetUrl must be a site path or an http(s) address',
    ]);
  });
});
