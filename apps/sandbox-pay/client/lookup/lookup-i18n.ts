import { fill, type Language, languageOf } from '../shared/language';

/** The lookup's texts; a key missing in a language falls back to English. */
const en = {
  title: 'Your details',
  intro: 'Enter your e-mail address to continue to payment.',
  email: 'E-mail',
  phone: 'Mobile number (optional)',
  continue: 'Continue',
  checking: 'Checking…',
  identifiedAs: 'Paying as {email}',
  edit: 'Edit',
  notYou: 'Not you?',
  emailRequired: 'Enter your e-mail address.',
  emailInvalid: 'Enter a valid e-mail address.',
  phoneInvalid: 'Enter the mobile number with its country code, for example +358 40 123 4567.',
  generic: 'Something went wrong. Please try again.',
  network: 'Connection lost. Check your network and try again.',
  emailMismatch: 'This is not the e-mail address of your account.',
  notVerified: 'We could not confirm your session. Log in again and retry.',
} as const;

export type LookupTextKey = keyof typeof en;
type Catalogue = Partial<Record<LookupTextKey, string>>;

const fi: Catalogue = {
  title: 'Tietosi',
  intro: 'Anna sähköpostiosoitteesi jatkaaksesi maksamaan.',
  email: 'Sähköposti',
  phone: 'Matkapuhelinnumero (valinnainen)',
  continue: 'Jatka',
  checking: 'Tarkistetaan…',
  identifiedAs: 'Maksajana {email}',
  edit: 'Muokkaa',
  notYou: 'Et ole sinä?',
  emailRequired: 'Anna sähköpostiosoitteesi.',
  emailInvalid: 'Anna kelvollinen sähköpostiosoite.',
  phoneInvalid: 'Anna matkapuhelinnumero maatunnuksen kanssa, esimerkiksi +358 40 123 4567.',
  generic: 'Jokin meni vikaan. Yritä uudelleen.',
  network: 'Yhteys katkesi. Tarkista verkkoyhteys ja yritä uudelleen.',
  emailMismatch: 'Tämä ei ole tilisi sähköpostiosoite.',
  notVerified: 'Istuntoasi ei voitu vahvistaa. Kirjaudu uudelleen ja yritä taas.',
};
const sv: Catalogue = {
  title: 'Dina uppgifter',
  intro: 'Ange din e-postadress för att gå vidare till betalningen.',
  email: 'E-post',
  phone: 'Mobilnummer (valfritt)',
  continue: 'Fortsätt',
  checking: 'Kontrollerar…',
  identifiedAs: 'Betalar som {email}',
  edit: 'Ändra',
  notYou: 'Inte du?',
  emailRequired: 'Ange din e-postadress.',
  emailInvalid: 'Ange en giltig e-postadress.',
  phoneInvalid: 'Ange mobilnumret med landskod, till exempel +46 70 123 45 67.',
  generic: 'Något gick fel. Försök igen.',
  network: 'Anslutningen bröts. Kontrollera nätverket och försök igen.',
  emailMismatch: 'Det här är inte ditt kontos e-postadress.',
  notVerified: 'Vi kunde inte bekräfta din session. Logga in igen och försök på nytt.',
};
const no: Catalogue = {
  title: 'Dine opplysninger',
  intro: 'Oppgi e-postadressen din for å gå videre til betaling.',
  email: 'E-post',
  phone: 'Mobilnummer (valgfritt)',
  continue: 'Fortsett',
  checking: 'Kontrollerer…',
  identifiedAs: 'Betaler som {email}',
  edit: 'Endre',
  notYou: 'Ikke deg?',
  emailRequired: 'Oppgi e-postadressen din.',
  emailInvalid: 'Oppgi en gyldig e-postadresse.',
  phoneInvalid: 'Oppgi mobilnummeret med landskode, for eksempel +47 412 34 567.',
  generic: 'Noe gikk galt. Prøv igjen.',
  network: 'Forbindelsen ble brutt. Sjekk nettverket og prøv igjen.',
  emailMismatch: 'Dette er ikke e-postadressen til kontoen din.',
  notVerified: 'Vi kunne ikke bekrefte økten din. Logg inn igjen og prøv på nytt.',
};
const de: Catalogue = {
  title: 'Deine Angaben',
  intro: 'Gib deine E-Mail-Adresse ein, um zur Zahlung zu gelangen.',
  email: 'E-Mail',
  phone: 'Handynummer (optional)',
  continue: 'Weiter',
  checking: 'Wird geprüft…',
  identifiedAs: 'Zahlung als {email}',
  edit: 'Ändern',
  notYou: 'Nicht du?',
  emailRequired: 'Gib deine E-Mail-Adresse ein.',
  emailInvalid: 'Gib eine gültige E-Mail-Adresse ein.',
  phoneInvalid: 'Gib die Handynummer mit Ländervorwahl ein, zum Beispiel +49 151 2345 6789.',
  generic: 'Etwas ist schiefgelaufen. Bitte versuche es erneut.',
  network: 'Verbindung unterbrochen. Prüfe dein Netzwerk und versuche es erneut.',
  emailMismatch: 'Das ist nicht die E-Mail-Adresse deines Kontos.',
  notVerified: 'Wir konnten deine Sitzung nicht bestätigen. Melde dich erneut an und versuche es noch einmal.',
};

const CATALOGUES: Record<Language, Catalogue> = { en, fi, sv, no, de };
export const LOOKUP_TEXT_KEYS = Object.keys(en) as LookupTextKey[];
export const LOOKUP_CATALOGUES = CATALOGUES;

export type LookupTranslate = (key: LookupTextKey, parameters?: Record<string, string | number>) => string;

export function lookupTranslator(locale: string | null | undefined): LookupTranslate {
  const catalogue = CATALOGUES[languageOf(locale)];
  return (key, parameters) => fill(catalogue[key] ?? en[key], parameters);
}
