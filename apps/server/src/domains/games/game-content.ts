import { CONTENT_LANGUAGES, type ContentLanguage, minorToDecimal } from '@vauhti/contracts';
import type { Volatility } from '@vauhti/contracts/games';

/*
 * The game window's content section (gdContent, spec 2.8): the provider's description in the
 * player's language (English when it has none), then a block of facts: studio, RTP, volatility and
 * stakes. The description is sanitised at import; the facts are escaped here.
 */

type FactLabels = {
  studio: string;
  rtp: string;
  volatility: string;
  stakes: string;
  levels: Record<Volatility, string>;
};

const FACT_LABELS: Record<ContentLanguage, FactLabels> = {
  en: {
    studio: 'Studio',
    rtp: 'RTP',
    volatility: 'Volatility',
    stakes: 'Stakes',
    levels: { low: 'Low', medium: 'Medium', high: 'High' },
  },
  fi: {
    studio: 'Studio',
    rtp: 'Palautusprosentti',
    volatility: 'Volatiliteetti',
    stakes: 'Panokset',
    levels: { low: 'Matala', medium: 'Keskitaso', high: 'Korkea' },
  },
  no: {
    studio: 'Studio',
    rtp: 'RTP',
    volatility: 'Volatilitet',
    stakes: 'Innsatser',
    levels: { low: 'Lav', medium: 'Middels', high: 'Høy' },
  },
  de: {
    studio: 'Studio',
    rtp: 'Auszahlungsquote',
    volatility: 'Volatilität',
    stakes: 'Einsätze',
    levels: { low: 'Niedrig', medium: 'Mittel', high: 'Hoch' },
  },
  fr: {
    studio: 'Studio',
    rtp: 'Taux de retour',
    volatility: 'Volatilité',
    stakes: 'Mises',
    levels: { low: 'Faible', medium: 'Moyenne', high: 'Élevée' },
  },
  ja: {
    studio: 'スタジオ',
    rtp: '還元率',
    volatility: 'ボラティリティ',
    stakes: 'ベット額',
    levels: { low: '低', medium: '中', high: '高' },
  },
  ko: {
    studio: '스튜디오',
    rtp: '환수율',
    volatility: '변동성',
    stakes: '베팅 금액',
    levels: { low: '낮음', medium: '보통', high: '높음' },
  },
  pl: {
    studio: 'Studio',
    rtp: 'RTP',
    volatility: 'Zmienność',
    stakes: 'Stawki',
    levels: { low: 'Niska', medium: 'Średnia', high: 'Wysoka' },
  },
  ro: {
    studio: 'Studio',
    rtp: 'RTP',
    volatility: 'Volatilitate',
    stakes: 'Mize',
    levels: { low: 'Scăzută', medium: 'Medie', high: 'Ridicată' },
  },
  hu: {
    studio: 'Stúdió',
    rtp: 'Visszafizetési arány',
    volatility: 'Volatilitás',
    stakes: 'Tétek',
    levels: { low: 'Alacsony', medium: 'Közepes', high: 'Magas' },
  },
  el: {
    studio: 'Στούντιο',
    rtp: 'Ποσοστό επιστροφής',
    volatility: 'Μεταβλητότητα',
    stakes: 'Πονταρίσματα',
    levels: { low: 'Χαμηλή', medium: 'Μεσαία', high: 'Υψηλή' },
  },
  es: {
    studio: 'Estudio',
    rtp: 'RTP',
    volatility: 'Volatilidad',
    stakes: 'Apuestas',
    levels: { low: 'Baja', medium: 'Media', high: 'Alta' },
  },
};

/** Languages that write 96,12 rather than 96.12. */
const DECIMAL_COMMA: ReadonlySet<ContentLanguage> = new Set(['fi', 'no', 'de', 'fr', 'pl', 'ro', 'hu', 'el', 'es']);

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function localDecimal(text: string, language: ContentLanguage): string {
  return DECIMAL_COMMA.has(language) ? text.replace('.', ',') : text;
}

/** 9612 → "96.12 %" exactly, with the language's decimal separator. */
export function formatRtp(rtpBasisPoints: number, language: ContentLanguage): string {
  const whole = Math.floor(rtpBasisPoints / 100);
  const hundredths = String(rtpBasisPoints % 100).padStart(2, '0');
  return `${localDecimal(`${whole}.${hundredths}`, language)} %`;
}

/** 10, 10000, EUR → "0.10 – 100.00 EUR". */
export function formatStakes(
  minStakeMinor: number,
  maxStakeMinor: number,
  currency: string,
  language: ContentLanguage,
): string {
  const amount = (minor: number) => localDecimal(minorToDecimal(minor, currency), language);
  return `${amount(minStakeMinor)} – ${amount(maxStakeMinor)} ${currency}`;
}

export type GameFacts = {
  studioName: string;
  rtpBasisPoints: number;
  volatility: Volatility;
  minStakeMinor: number;
  maxStakeMinor: number;
  currency: string;
};

export function factsBlock(facts: GameFacts, language: ContentLanguage): string {
  const labels = FACT_LABELS[language];
  const rows: Array<[string, string]> = [
    [labels.studio, facts.studioName],
    [labels.rtp, formatRtp(facts.rtpBasisPoints, language)],
    [labels.volatility, labels.levels[facts.volatility]],
    [labels.stakes, formatStakes(facts.minStakeMinor, facts.maxStakeMinor, facts.currency, language)],
  ];
  const items = rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('');
  return `<dl class="game-facts">${items}</dl>`;
}

/** The description in the language, else English, then the facts. */
export function gameContentHtml(
  descriptions: Readonly<Record<string, string>>,
  facts: GameFacts,
  language: ContentLanguage,
): string {
  const description = descriptions[language] ?? descriptions.en ?? '';
  return `${description}${factsBlock(facts, language)}`;
}

/** Only the content languages' descriptions are kept; other keys of the feed are dropped. */
export function keptDescriptions(
  description: Readonly<Record<string, string>>,
  sanitise: (html: string) => string,
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const language of CONTENT_LANGUAGES) {
    const html = description[language];
    if (html !== undefined) kept[language] = sanitise(html);
  }
  return kept;
}
