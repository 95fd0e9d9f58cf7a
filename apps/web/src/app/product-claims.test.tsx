import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_LANGUAGES, type CatalogueLanguage } from '../lib/i18n/languages';
import { useLiveChatAvailable, useSiteFeatureSwitches } from '../lib/site-features/availability';

/*
 * Issue 14, every sentence true: copy may not offer what the product does not have. There is no
 * support chat, no sportsbook and no promo races yet (lib/site-features/availability.ts), only
 * deposit limits and the pause-account form for responsible gaming, and registration has no fixed
 * number of steps (Denmark skips the code step, pay-and-play countries have no form at all). These
 * checks read every language's site strings and seeded content; each names the file and the words.
 */

const LOCALES = join(__dirname, '../locales');
const SEED = join(__dirname, '../../../server/src/seed/content');
const LANGUAGES: readonly CatalogueLanguage[] = CATALOGUE_LANGUAGES;

type Catalogue = Record<string, unknown>;

/** Every string of a language's site catalogue, by `file.key.path`. */
function siteStrings(language: CatalogueLanguage): Map<string, string> {
  const strings = new Map<string, string>();
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') strings.set(path, node);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node as Catalogue)) walk(value, `${path}.${key}`);
    }
  };
  for (const file of readdirSync(join(LOCALES, language)).filter((name) => name.endsWith('.json'))) {
    walk(JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')), file.replace(/\.json$/, ''));
  }
  return strings;
}

type SeededPage = { file: string; meta: Record<string, string>; text: string };

function seededPages(language: CatalogueLanguage): SeededPage[] {
  return readdirSync(join(SEED, 'pages', language))
    .filter((name) => name.endsWith('.html'))
    .map((name) => {
      const text = readFileSync(join(SEED, 'pages', language, name), 'utf8');
      const front = /^---\n([\s\S]*?)\n---\n/.exec(text)?.[1] ?? '{}';
      return { file: `pages/${language}/${name}`, meta: JSON.parse(front) as Record<string, string>, text };
    });
}

const BANNERS = JSON.parse(readFileSync(join(SEED, 'banners.json'), 'utf8')) as {
  key: string;
  content: Record<string, string>;
}[];

/** A chat in any of the languages' words (not "achat"): live chat, chat hours, chats. */
const CHAT = /(?<!\p{L})(chat|czat)|チャット|채팅/iu;

/** The sportsbook, in each language's words. */
const SPORTSBOOK: Record<CatalogueLanguage, RegExp> = {
  en: /sportsbook|sports betting|bet on sport/i,
  fi: /vedonlyön/i,
  no: /sportsbetting/i,
  de: /sportwette/i,
  fr: /paris sportifs/i,
  ja: /スポーツ/,
  ko: /스포츠/,
  pl: /zakład\p{L}* sportow/iu,
  ro: /pariuri sportive|pariez\p{L}* la sport/iu,
  hu: /sportfogad/i,
  el: /αθλητικ\p{L}* στοίχημα/iu,
  es: /apuestas deportivas/i,
};

/** Promo races: their name, and the word for a race in each language. */
const RACES: Record<CatalogueLanguage, RegExp> = {
  en: /vauhtirall|(?<!\p{L})races?(?!\p{L})/iu,
  fi: /vauhtirall|kisa|kilpailu/iu,
  no: /vauhtirall|(?<!\p{L})løp(?!\p{L})/iu,
  de: /vauhtirall|rennen/iu,
  fr: /vauhtirall|(?<!\p{L})courses?(?!\p{L})/iu,
  ja: /vauhtirall|レース/iu,
  ko: /vauhtirall|레이스/iu,
  pl: /vauhtirall|wyścig/iu,
  ro: /vauhtirall|(?<!\p{L})curs[ăe](?!\p{L})/iu,
  hu: /vauhtirall|verseny/iu,
  el: /vauhtirall|αγώνε?ς/iu,
  es: /vauhtirall|carreras?/iu,
};

/** A number of steps, in each language's words. */
const STEP_COUNT: Record<CatalogueLanguage, RegExp> = {
  en: /\d|(?<!\p{L})steps?(?!\p{L})/iu,
  fi: /\d|vaihe/iu,
  no: /\d|(?<!\p{L})steg(?!\p{L})/iu,
  de: /\d|schritt/iu,
  fr: /\d|étape/iu,
  ja: /\d|ステップ|段階/u,
  ko: /\d|단계/u,
  pl: /\d|krok/iu,
  ro: /\d|(?<!\p{L})pa[șs]i?(?!\p{L})/iu,
  hu: /\d|lépés/iu,
  el: /\d|βήμα/iu,
  es: /\d|(?<!\p{L})pasos?(?!\p{L})/iu,
};

/** Responsible-gaming tools the site does not have: wagering limits, session limits, a reality check. */
const MISSING_TOOLS: Record<CatalogueLanguage, RegExp> = {
  en: /wagering limit|session limit|reality check/i,
  fi: /panosraj|peliaikaraj|peliaikamuistutus/i,
  no: /innsatsgrense|øktgrense|realitetssjekk/i,
  de: /einsatzlimit|sitzungslimit|realitätscheck/i,
  fr: /limites? de mise|limites? de session|rappel de réalité/i,
  ja: /ベット制限|セッション制限|リアリティチェック/,
  ko: /베팅 한도|세션 한도|리얼리티 체크/,
  pl: /limit\p{L}* stawek|limit\p{L}* sesji|przypomnieni\p{L}* o czasie gry/iu,
  ro: /limit\p{L}* de pariere|limit\p{L}* de sesiune|verificarea realității/iu,
  hu: /fogadási limit|munkamenet-limit|valóságellenőrzés/i,
  el: /όρι\p{L}* στοιχηματισμού|όρι\p{L}* συνεδρίας|υπενθύμιση χρόνου/iu,
  es: /límites? de apuesta|límites? de sesión|recordatorio de tiempo/i,
};

/** VIP points, in each language's words: VIP levels are set by the operator, never earned with points. */
const VIP_POINTS: Record<CatalogueLanguage, RegExp> = {
  en: /(?<!\p{L})points?(?!\p{L})/iu,
  fi: /piste/iu,
  no: /poeng/iu,
  de: /punkte/iu,
  fr: /(?<!\p{L})points?(?!\p{L})/iu,
  ja: /ポイント/u,
  ko: /포인트/u,
  pl: /punkt/iu,
  ro: /puncte/iu,
  hu: /(?<!\p{L})pont/iu,
  el: /πόντ/iu,
  es: /(?<!\p{L})puntos?(?!\p{L})/iu,
};

/** A personal account manager, in each language's words: no VIP level comes with one. */
const ACCOUNT_MANAGER: Record<CatalogueLanguage, RegExp> = {
  en: /account manager/i,
  fi: /asiakasvastaava/i,
  no: /kontaktperson/i,
  de: /account-manager/i,
  fr: /gestionnaire de compte/i,
  ja: /アカウントマネージャー/,
  ko: /매니저/,
  pl: /opiekun/i,
  ro: /manager de cont/i,
  hu: /fiókmenedzser/i,
  el: /διαχειριστ\p{L}* λογαριασμού/iu,
  es: /ejecutivo de cuenta/i,
};

/**
 * The responsible-gaming page's former claims that the site checks national self-exclusion
 * registers, enrols players in OASIS itself and watches players' play for warning signs: nothing in
 * the platform does any of these.
 */
const REGISTER_CHECK: Record<CatalogueLanguage, RegExp> = {
  en: /we check these registers|including us|watch for these signs ourselves|LUGAS/i,
  fi: /tarkistamme nämä rekisterit|myös meidän kauttamme|seuraamme näitä merkkejä|LUGAS/i,
  no: /vi sjekker disse registrene|også oss|holder også selv øye|LUGAS/i,
  de: /gleichen diese register ab|auch über uns|achten auch selbst|LUGAS/i,
  fr: /nous consultons ces registres|y compris nous|restons nous-mêmes attentifs|LUGAS/i,
  ja: /登録簿を照会|当社を含む|当社もこうしたサイン|LUGAS/,
  ko: /등록부를 확인|저희를 포함한|저희도 이러한 신호|LUGAS/,
  pl: /sprawdzamy te rejestry|w tym nas|my również zwracamy uwagę|LUGAS/i,
  ro: /verificăm aceste registre|inclusiv prin noi|urmărim și noi|LUGAS/i,
  hu: /nyilvántartásokat ellenőrizzük|rajtunk keresztül|mi magunk is figyeljük|LUGAS/i,
  el: /ελέγχουμε αυτά τα μητρώα|όπως κι εμείς|παρακολουθούμε κι εμείς|LUGAS/iu,
  es: /consultamos estos registros|incluidos nosotros|también estamos atentos|LUGAS/i,
};

/** Free spins as an offer, in each language's words (the lobby's "free spins" game feature is a site string, not checked). */
const FREE_SPINS: Record<CatalogueLanguage, RegExp> = {
  en: /free spins?/i,
  fi: /ilmaiskierro/i,
  no: /gratisspinn/i,
  de: /freispiel/i,
  fr: /tours? gratuits?/i,
  ja: /フリースピン/,
  ko: /무료 ?스핀|프리 ?스핀/,
  pl: /darmow\p{L}* spin/iu,
  ro: /rotiri gratuite/i,
  hu: /ingyenes pörgetés/i,
  el: /δωρεάν περιστροφ/iu,
  es: /giros? gratis/i,
};

/**
 * The welcome offer's marks in any language: the deposit match (100 %), its cap (€200 or EUR 200)
 * and its wagering (35x). The bonus engine that would grant them does not exist yet.
 */
const BONUS_OFFER = /(?<!\d)100\s?%|(?:€|EUR)\s?200(?!\d)|(?<!\d)200\s?(?:€|EUR)|(?<!\d)35\s?x(?!\p{L})/u;

/** The hidden side-menu chat item's own label and hours: shown only once a chat exists. */
const CHAT_ITEM_KEYS = new Set(['sideMenuComp.chat', 'sideMenuComp.chatStart', 'sideMenuComp.chatEnd']);

/** The page that states how promo races work: linked from the promotions page, so it may name them. */
const RACE_RULES_PAGE = 'promoraces-bonusrules.html';

/** Pages that state the rules a bonus would come under (what the terms and rules say, not an offer). */
const BONUS_RULES_PAGES = new Set(['bonus-rules.html', 'terms.html', RACE_RULES_PAGE]);

function switches() {
  const { result } = renderHook(() => ({ ...useSiteFeatureSwitches(), chat: useLiveChatAvailable() }));
  return result.current;
}

describe('copy claims only what the product has (issue 14)', () => {
  it('no site string, seeded page or banner, in any language, offers a chat while there is none', () => {
    const failures: string[] = [];
    for (const language of LANGUAGES) {
      for (const [key, text] of siteStrings(language)) {
        if (!CHAT_ITEM_KEYS.has(key) && CHAT.test(text)) failures.push(`${language}/${key}: ${text}`);
      }
      for (const page of seededPages(language)) {
        if (CHAT.test(page.text)) failures.push(`${page.file}: ${CHAT.exec(page.text)?.[0]}`);
      }
    }
    for (const banner of BANNERS) {
      for (const [language, copy] of Object.entries(banner.content)) {
        if (CHAT.test(copy)) failures.push(`banner ${banner.key} (${language})`);
      }
    }
    if (!switches().chat) expect(failures).toEqual([]);
  });

  it('no SEO title, description or keywords, home hero or landing intro, and no seeded page head or meta (the race rules page aside), in any language, names the sportsbook or promo races while they are switched off', () => {
    const { sportsbook, promoRaces } = switches();
    const failures: string[] = [];
    const check = (language: CatalogueLanguage, where: string, text: string) => {
      if (!sportsbook && SPORTSBOOK[language].test(text)) failures.push(`${where} (sportsbook): ${text}`);
      if (!promoRaces && RACES[language].test(text)) failures.push(`${where} (promo races): ${text}`);
    };
    for (const language of LANGUAGES) {
      for (const [key, text] of siteStrings(language)) {
        const promoted =
          key.includes('.seo.') ||
          key.startsWith('homeComp.hero.') ||
          key === 'landingComp.intro' ||
          key === 'landingComp.title';
        if (promoted) check(language, `${language}/${key}`, text);
      }
      for (const page of seededPages(language).filter((page) => !page.file.endsWith(`/${RACE_RULES_PAGE}`))) {
        for (const field of ['head', 'metaTitle', 'metaDescription', 'metaTags']) {
          check(language, `${page.file} ${field}`, page.meta[field] ?? '');
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('no site string, seeded page (the rules pages aside) or banner, in any language, offers a deposit match, free spins or wagering while no bonus is granted', () => {
    const failures: string[] = [];
    for (const language of LANGUAGES) {
      for (const [key, text] of siteStrings(language)) {
        if (BONUS_OFFER.test(text)) failures.push(`${language}/${key}: ${BONUS_OFFER.exec(text)?.[0]}`);
      }
      for (const page of seededPages(language)) {
        if (BONUS_RULES_PAGES.has(page.file.split('/').pop() ?? '')) continue;
        const offer = BONUS_OFFER.exec(page.text) ?? FREE_SPINS[language].exec(page.text);
        if (offer) failures.push(`${page.file}: ${offer[0]}`);
      }
    }
    for (const banner of BANNERS) {
      for (const [language, copy] of Object.entries(banner.content)) {
        const offer = BONUS_OFFER.exec(copy) ?? FREE_SPINS[language as CatalogueLanguage]?.exec(copy);
        if (offer) failures.push(`banner ${banner.key} (${language}): ${offer[0]}`);
      }
    }
    if (!switches().bonusesPage) expect(failures).toEqual([]);
  });

  it("the home's 18+ card claims the age check that registration makes (the date of birth at sign-up), not an identity check before play", () => {
    expect(siteStrings('en').get('homeComp.trust.adults.text')).toBe(
      "No account for anyone under 18: we check every player's date of birth at sign-up.",
    );
    for (const language of LANGUAGES) {
      expect(siteStrings(language).get('homeComp.trust.adults.text'), language).toMatch(/18/);
    }
  });

  it('the sign-up notes of the home and landing pages and the registration page description give no number of steps, in any language', () => {
    const failures: string[] = [];
    for (const language of LANGUAGES) {
      const strings = siteStrings(language);
      for (const key of ['homeComp.cta.registerNote', 'landingComp.registerNote', 'registerComp.seo.description']) {
        const text = strings.get(key) ?? '';
        expect(text, `${language}/${key}`).not.toBe('');
        if (STEP_COUNT[language].test(text)) failures.push(`${language}/${key}: ${text}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("the responsible-gaming page, in every language, links the deposit limits, names the header's pause-account button by its label, sends everything else to the contact form and support e-mail, and describes no wagering limit, session limit or reality check", () => {
    for (const language of LANGUAGES) {
      const page = seededPages(language).find((candidate) => candidate.file.endsWith('/responsible-gaming.html'));
      const pauseLabel = siteStrings(language).get('headerComp.pauseAccount') ?? '';
      const text = page?.text ?? '';
      expect(pauseLabel, language).not.toBe('');
      expect({ language, missingTool: MISSING_TOOLS[language].exec(text)?.[0] ?? null }).toEqual({
        language,
        missingTool: null,
      });
      expect(text, language).toContain('myaccount?page=setlimits&amp;tab=limits');
      expect(text, language).toContain(`<strong>${pauseLabel}</strong>`);
      expect(text, language).toMatch(/href="\{\{site_url\}\}(\/[a-z]{2})?\/info\/contact-us"/);
      expect(text, language).toContain('mailto:support@vauhti.test');
    }
  });
  it('the VIP page and the home VIP card, in every language, name the four levels of the balance badge and the badge itself, and offer no VIP points, promo races, sportsbook, account manager or "My account › VIP" page', () => {
    const failures: string[] = [];
    for (const language of LANGUAGES) {
      const strings = siteStrings(language);
      const page = seededPages(language).find((candidate) => candidate.file.endsWith('/vip.html'));
      const text = `${page?.meta.head ?? ''} ${page?.meta.metaDescription ?? ''} ${page?.text ?? ''}`;
      const card = strings.get('homeComp.products.vip.text') ?? '';
      expect(page, language).toBeDefined();
      expect(card, language).not.toBe('');
      for (const level of ['bronze', 'gold', 'platinum', 'diamond']) {
        const name = strings.get(`balanceComp.vipLevels.${level}`) ?? '';
        expect(name, `${language} ${level}`).not.toBe('');
        expect(text, `${language} ${level}`).toContain(`<strong>${name}</strong>`);
      }
      const badge = (strings.get('balanceComp.vipLevel') ?? '').replace(
        '{{level}}',
        strings.get('balanceComp.vipLevels.gold') ?? '',
      );
      expect(text, language).toContain(`<strong>${badge}</strong>`);
      for (const [where, copy] of [
        [page?.file ?? language, text],
        [`${language}/homeComp.products.vip.text`, card],
      ] as const) {
        const unoffered = [VIP_POINTS, RACES, SPORTSBOOK, ACCOUNT_MANAGER].map(
          (words) => words[language].exec(copy)?.[0],
        );
        if (/›\s*VIP/.test(copy)) unoffered.push('› VIP');
        for (const found of unoffered) if (found) failures.push(`${where}: ${found}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('the terms, in every language, have no sports betting section and name the sportsbook nowhere, while the sections around it keep their ids', () => {
    for (const language of LANGUAGES) {
      const text = seededPages(language).find((candidate) => candidate.file.endsWith('/terms.html'))?.text ?? '';
      expect(text, language).toContain('<section id="malfunctions">');
      expect(text, language).toContain('<section id="responsible-gaming">');
      expect(text, language).not.toContain('id="sportsbook"');
      expect({ language, sportsbook: SPORTSBOOK[language].exec(text)?.[0] ?? null }).toEqual({
        language,
        sportsbook: null,
      });
    }
  });

  it('the terms, in every language, describe no wagering limit, session limit or reality check', () => {
    for (const language of LANGUAGES) {
      const text = seededPages(language).find((candidate) => candidate.file.endsWith('/terms.html'))?.text ?? '';
      expect(text, language).toContain('<section id="responsible-gaming">');
      expect({ language, missingTool: MISSING_TOOLS[language].exec(text)?.[0] ?? null }).toEqual({
        language,
        missingTool: null,
      });
    }
  });

  it("the terms' definitions and section 13.2, in every language, give the break and self-exclusion lengths the responsible-gaming page gives (1, 7 or 30 days; 6 months, 1 year or 5 years)", () => {
    const numbers = (text: string) => (text.match(/\d+/g) ?? []).join(' ');
    for (const language of LANGUAGES) {
      const pages = seededPages(language);
      const rg = pages.find((candidate) => candidate.file.endsWith('/responsible-gaming.html'))?.text ?? '';
      const terms = pages.find((candidate) => candidate.file.endsWith('/terms.html'))?.text ?? '';
      // The page states the lengths in bold, once for a break and once for a self-exclusion.
      const lengths = numbers([...rg.matchAll(/<strong>([^<]*\d[^<]*)<\/strong>/g)].map((match) => match[1]).join(' '));
      expect(lengths, language).toBe('1 7 30 6 1 5');
      const definitions = /<section id="definitions">[\s\S]*?<ul>([\s\S]*?)<\/ul>/.exec(terms)?.[1] ?? '';
      const section132 = /<p>13\.2\. ([\s\S]*?)<\/p>/.exec(terms)?.[1] ?? '';
      expect({ language, definitions: numbers(definitions), section132: numbers(section132) }).toEqual({
        language,
        definitions: lengths,
        section132: lengths,
      });
    }
  });

  it('the responsible-gaming page, in every language, still names Spelpaus, ROFUS, OASIS and RGIAJ and the age of 18, and claims no check of those registers, no enrolment in OASIS through us, no LUGAS and no watching of players for warning signs', () => {
    for (const language of LANGUAGES) {
      const text =
        seededPages(language).find((candidate) => candidate.file.endsWith('/responsible-gaming.html'))?.text ?? '';
      for (const register of ['Spelpaus', 'ROFUS', 'OASIS', 'RGIAJ']) expect(text, language).toContain(register);
      expect(text, language).toMatch(/<section id="under-18">\n<h2>[^<]+<\/h2>\n<p>[^<]*18/);
      expect({ language, claim: REGISTER_CHECK[language].exec(text)?.[0] ?? null }).toEqual({ language, claim: null });
    }
  });
});
