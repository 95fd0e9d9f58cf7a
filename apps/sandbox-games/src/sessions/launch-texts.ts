/** Why a launch did not open a game; each has a page title and message per language. */
export type LaunchFailure =
  | 'INVALID_LAUNCH'
  | 'GAME_NOT_FOUND'
  | 'DEMO_NOT_AVAILABLE'
  | 'TOKEN_MISSING'
  | 'TOKEN_EXPIRED'
  | 'PLATFORM_UNAVAILABLE'
  | 'CLIENT_UNAVAILABLE';

type PageLanguage = 'en' | 'fi' | 'de';
type Text = { title: string; message: string };

const TEXTS: Record<PageLanguage, Record<LaunchFailure, Text> & { back: string; code: string }> = {
  en: {
    INVALID_LAUNCH: { title: 'This game link is not valid', message: 'Open the game again from the casino lobby.' },
    GAME_NOT_FOUND: {
      title: 'Game not found',
      message: 'This game is not available. Choose another one in the lobby.',
    },
    DEMO_NOT_AVAILABLE: {
      title: 'No demo for this game',
      message: 'This game can only be played for real money. Log in to play.',
    },
    TOKEN_MISSING: {
      title: 'Please log in',
      message: 'Real-money play needs a login. Open the game again after logging in.',
    },
    TOKEN_EXPIRED: {
      title: 'Your game session has expired',
      message: 'Open the game again from the casino lobby to continue.',
    },
    PLATFORM_UNAVAILABLE: {
      title: 'The casino is not answering',
      message: 'We could not check your account just now. Try again in a moment.',
    },
    CLIENT_UNAVAILABLE: {
      title: 'Game temporarily unavailable',
      message: 'This game cannot be loaded at the moment. Try again later.',
    },
    back: 'Back to the lobby',
    code: 'Error code',
  },
  fi: {
    INVALID_LAUNCH: { title: 'Pelilinkki ei kelpaa', message: 'Avaa peli uudelleen kasinon aulasta.' },
    GAME_NOT_FOUND: {
      title: 'Peliä ei löytynyt',
      message: 'Tämä peli ei ole saatavilla. Valitse toinen peli aulasta.',
    },
    DEMO_NOT_AVAILABLE: {
      title: 'Pelistä ei ole demoa',
      message: 'Tätä peliä voi pelata vain oikealla rahalla. Kirjaudu sisään pelataksesi.',
    },
    TOKEN_MISSING: {
      title: 'Kirjaudu sisään',
      message: 'Oikean rahan peli vaatii kirjautumisen. Avaa peli uudelleen kirjauduttuasi.',
    },
    TOKEN_EXPIRED: {
      title: 'Peli-istuntosi on vanhentunut',
      message: 'Avaa peli uudelleen kasinon aulasta jatkaaksesi.',
    },
    PLATFORM_UNAVAILABLE: {
      title: 'Kasino ei vastaa',
      message: 'Emme voineet tarkistaa tiliäsi juuri nyt. Yritä hetken kuluttua uudelleen.',
    },
    CLIENT_UNAVAILABLE: {
      title: 'Peli ei ole tilapäisesti saatavilla',
      message: 'Peliä ei voi ladata juuri nyt. Yritä myöhemmin uudelleen.',
    },
    back: 'Takaisin aulaan',
    code: 'Virhekoodi',
  },
  de: {
    INVALID_LAUNCH: {
      title: 'Dieser Spiellink ist ungültig',
      message: 'Öffnen Sie das Spiel erneut aus der Casino-Lobby.',
    },
    GAME_NOT_FOUND: {
      title: 'Spiel nicht gefunden',
      message: 'Dieses Spiel ist nicht verfügbar. Wählen Sie ein anderes in der Lobby.',
    },
    DEMO_NOT_AVAILABLE: {
      title: 'Keine Demo für dieses Spiel',
      message: 'Dieses Spiel gibt es nur mit Echtgeld. Melden Sie sich zum Spielen an.',
    },
    TOKEN_MISSING: {
      title: 'Bitte melden Sie sich an',
      message: 'Echtgeldspiel erfordert eine Anmeldung. Öffnen Sie das Spiel nach der Anmeldung erneut.',
    },
    TOKEN_EXPIRED: {
      title: 'Ihre Spielsitzung ist abgelaufen',
      message: 'Öffnen Sie das Spiel erneut aus der Casino-Lobby, um fortzufahren.',
    },
    PLATFORM_UNAVAILABLE: {
      title: 'Das Casino antwortet nicht',
      message: 'Wir konnten Ihr Konto gerade nicht prüfen. Versuchen Sie es gleich noch einmal.',
    },
    CLIENT_UNAVAILABLE: {
      title: 'Spiel vorübergehend nicht verfügbar',
      message: 'Dieses Spiel kann gerade nicht geladen werden. Versuchen Sie es später erneut.',
    },
    back: 'Zurück zur Lobby',
    code: 'Fehlercode',
  },
};

/** The page language for a site language code: en, fi or de, English for everything else. */
export function pageLanguageOf(language: string | undefined): PageLanguage {
  const base = (language ?? '').toLowerCase().slice(0, 2);
  return base === 'fi' || base === 'de' ? base : 'en';
}

export function launchTexts(language: string | undefined) {
  return TEXTS[pageLanguageOf(language)];
}
