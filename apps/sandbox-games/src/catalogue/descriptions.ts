import { escapeHtml } from '@vauhti/server-kit';
import type { Volatility } from '../engines/engine';
import type { CatalogueEngine } from './catalogue-types';
import type { Localized } from './themes';

type Language = keyof Localized;
const LANGUAGES: readonly Language[] = ['en', 'fi', 'de'];

/** Figures of the game's maths that the description quotes. */
export type DescriptionFacts = {
  name: string;
  engine: CatalogueEngine;
  place: Localized;
  volatility: Volatility;
  lines?: number;
  freeSpins?: { spins: number; multiplier: number };
  /** Seconds per live round. */
  liveRoundSeconds?: number;
};

const VOLATILITY: Record<Language, Record<Volatility, string>> = {
  en: {
    low: 'Low volatility: frequent, smaller wins.',
    medium: 'Medium volatility: a balance of steady wins and bigger hits.',
    high: 'High volatility: rarer wins, with room for big ones.',
  },
  fi: {
    low: 'Matala volatiliteetti: usein toistuvia, pienempiä voittoja.',
    medium: 'Keskitason volatiliteetti: tasaisia voittoja ja välillä isompia osumia.',
    high: 'Korkea volatiliteetti: harvemmin voittoja, mutta tilaa suurille.',
  },
  de: {
    low: 'Niedrige Volatilität: häufige, kleinere Gewinne.',
    medium: 'Mittlere Volatilität: stetige Gewinne und ab und zu größere Treffer.',
    high: 'Hohe Volatilität: seltenere Gewinne mit Raum für große.',
  },
};

function intro(language: Language, name: string, place: Localized): string {
  switch (language) {
    case 'en':
      return `${name} takes you to ${place.en}.`;
    case 'fi':
      return `${name}: tunnelmallinen hetki ${place.fi}.`;
    case 'de':
      return `${name} spielt in ${place.de}.`;
  }
}

function freeSpinsClause(language: Language, freeSpins: DescriptionFacts['freeSpins']): string {
  const spins = freeSpins?.spins ?? 10;
  const multiplier = freeSpins && freeSpins.multiplier > 1 ? freeSpins.multiplier : null;
  switch (language) {
    case 'en':
      return `${spins} free spins${multiplier ? ` with every win ×${multiplier}` : ''}; free spins can retrigger`;
    case 'fi':
      return `${spins} ilmaiskierrosta${multiplier ? `, joissa jokainen voitto kerrotaan ${multiplier}:lla` : ''}; ilmaiskierrokset voivat uusiutua`;
    case 'de':
      return `${spins} Freispiele${multiplier ? `, in denen jeder Gewinn ×${multiplier} zählt` : ''}; Freispiele können erneut ausgelöst werden`;
  }
}

function mechanics(language: Language, facts: DescriptionFacts): string {
  const freeSpins = freeSpinsClause(language, facts.freeSpins);
  const texts: Record<CatalogueEngine, Record<Language, string>> = {
    paylines: {
      en: `${facts.lines} paylines pay left to right. The wild stands in for every regular symbol, and three or more scatters anywhere start ${freeSpins}.`,
      fi: `${facts.lines} voittolinjaa maksavat vasemmalta oikealle. Wild korvaa kaikki tavalliset symbolit, ja vähintään kolme scatteria missä tahansa käynnistää ${freeSpins}.`,
      de: `${facts.lines} Gewinnlinien zahlen von links nach rechts. Das Wild ersetzt alle normalen Symbole, und drei oder mehr Scatter an beliebiger Stelle starten ${freeSpins}.`,
    },
    ways: {
      en: `243 ways to win: matching symbols on adjacent reels from the left pay in any row. The wild substitutes, and three or more scatters start ${freeSpins}.`,
      fi: `243 tapaa voittaa: samat symbolit vierekkäisillä rullilla vasemmalta alkaen maksavat millä tahansa rivillä. Wild korvaa symboleja, ja vähintään kolme scatteria käynnistää ${freeSpins}.`,
      de: `243 Gewinnwege: gleiche Symbole auf benachbarten Walzen von links zahlen in jeder Reihe. Das Wild ersetzt Symbole, und drei oder mehr Scatter starten ${freeSpins}.`,
    },
    classic: {
      en: 'A three-reel classic with one payline: sevens, bars and cherries, with any-bar wins.',
      fi: 'Kolmirullainen klassikko yhdellä voittolinjalla: seiskat, barit ja kirsikat sekä minkä tahansa barin voitot.',
      de: 'Ein klassischer Drei-Walzen-Automat mit einer Gewinnlinie: Siebenen, Bars und Kirschen, mit Any-Bar-Gewinnen.',
    },
    roulette: {
      en: 'European single-zero roulette: inside bets from straight up (35:1) to six lines, and outside bets on columns, dozens, red or black, odd or even, low or high.',
      fi: 'Eurooppalainen yhden nollan ruletti: sisäpanokset suorasta numerosta (35:1) kuuden numeron riviin sekä ulkopanokset sarakkeille, tusinoille, punaiselle tai mustalle, parilliselle tai parittomalle, pienille tai suurille.',
      de: 'Europäisches Roulette mit einer Null: Innenwetten von Plein (35:1) bis Transversale simple sowie Außenwetten auf Kolonnen, Dutzende, Rot oder Schwarz, Gerade oder Ungerade, Manque oder Passe.',
    },
    blackjack: {
      en: 'Blackjack pays 3:2 and the dealer stands on soft 17. Double on any two cards and split a pair once; an unfinished hand waits for you the next time you open the game.',
      fi: 'Blackjack maksaa 3:2 ja jakaja jää pehmeään 17:ään. Tuplaa millä tahansa kahdella kortilla ja jaa pari kerran; kesken jäänyt käsi odottaa, kun avaat pelin seuraavan kerran.',
      de: 'Blackjack zahlt 3:2, der Dealer steht auf Soft 17. Verdoppeln auf zwei beliebige Karten, Paare einmal teilen; eine offene Hand wartet beim nächsten Öffnen des Spiels auf Sie.',
    },
    'video-poker': {
      en: 'Jacks or Better with the full-pay 9/6 table: deal five cards, hold the ones you want and draw once. A pair of jacks or better pays.',
      fi: 'Jacks or Better täydellä 9/6-maksutaulukolla: jaa viisi korttia, pidä haluamasi ja vaihda kerran. Jätkäpari tai parempi maksaa.',
      de: 'Jacks or Better mit der vollen 9/6-Gewinntabelle: fünf Karten geben, die gewünschten halten und einmal ziehen. Ein Paar Buben oder besser gewinnt.',
    },
    baccarat: {
      en: 'Punto banco from an eight-deck shoe with the standard third-card rules: back the player (1:1), the banker (0.95:1) or a tie (8:1).',
      fi: 'Punto banco kahdeksan pakan kengästä tavallisin kolmannen kortin säännöin: pelaa pelaajan (1:1), pankkiirin (0,95:1) tai tasapelin (8:1) puolesta.',
      de: 'Punto Banco aus einem Schlitten mit acht Decks und den üblichen Regeln für die dritte Karte: setzen Sie auf Spieler (1:1), Bank (0,95:1) oder Unentschieden (8:1).',
    },
    'live-roulette': {
      en: `A live table: every player at it shares one round every ${facts.liveRoundSeconds} seconds. Place your bets while the countdown runs, then watch the dealer spin the single-zero wheel.`,
      fi: `Live-pöytä: kaikki pöydän pelaajat pelaavat samaa kierrosta ${facts.liveRoundSeconds} sekunnin välein. Aseta panoksesi lähtölaskennan aikana ja katso, kun jakaja pyöräyttää yhden nollan pyörää.`,
      de: `Ein Live-Tisch: Alle Spieler teilen sich alle ${facts.liveRoundSeconds} Sekunden eine Runde. Setzen Sie, solange der Countdown läuft, und sehen Sie zu, wie der Dealer das Rad mit einer Null dreht.`,
    },
    'live-baccarat': {
      en: `A live table: every player at it shares one coup every ${facts.liveRoundSeconds} seconds. Back the player, the banker or a tie while the countdown runs, then watch the dealer draw from the eight-deck shoe.`,
      fi: `Live-pöytä: kaikki pöydän pelaajat pelaavat samaa jakoa ${facts.liveRoundSeconds} sekunnin välein. Pelaa pelaajan, pankkiirin tai tasapelin puolesta lähtölaskennan aikana ja katso, kun jakaja jakaa kahdeksan pakan kengästä.`,
      de: `Ein Live-Tisch: Alle Spieler teilen sich alle ${facts.liveRoundSeconds} Sekunden einen Coup. Setzen Sie auf Spieler, Bank oder Unentschieden, solange der Countdown läuft, und sehen Sie zu, wie der Dealer aus dem Schlitten mit acht Decks zieht.`,
    },
  };
  return texts[facts.engine][language];
}

/** The game's description as HTML paragraphs in English, Finnish and German. */
export function describeGame(facts: DescriptionFacts): Localized {
  const name = escapeHtml(facts.name);
  const entries = LANGUAGES.map((language) => {
    const paragraphs = [
      `${intro(language, name, facts.place)} ${mechanics(language, facts)}`,
      facts.engine.startsWith('live-') ? null : VOLATILITY[language][facts.volatility],
    ].filter((paragraph): paragraph is string => paragraph !== null);
    return [language, paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('')] as const;
  });
  return Object.fromEntries(entries) as Localized;
}
