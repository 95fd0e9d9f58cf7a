/*
 * The identity a pay-and-play bank returns, generated for the sandbox: a plausible adult of the
 * transaction's country with a national id valid by that country's rules. It is seeded by the
 * transaction id, so reloading the page shows the same person.
 */
import type { PayerIdentity } from '../payments/provider-pages-facade';
import { type BirthDate, formatBirthDate, generateNationalId } from './national-id';

type CountryPeople = {
  firstNames: string[];
  lastNames: string[];
  streets: string[];
  cities: { name: string; zipPrefix: string; zipDigits: number; zipFormat?: (zip: string) => string }[];
  emailDomain: string;
};

const PEOPLE: Record<string, CountryPeople> = {
  FI: {
    firstNames: ['Aino', 'Eero', 'Helmi', 'Juho', 'Kaisa', 'Lauri', 'Mikko', 'Sanna', 'Tuomas', 'Veera'],
    lastNames: ['Virtanen', 'Korhonen', 'Mäkinen', 'Nieminen', 'Hämäläinen', 'Laine', 'Heikkinen', 'Koskinen'],
    streets: ['Mannerheimintie', 'Hämeenkatu', 'Aleksanterinkatu', 'Kauppakatu', 'Rantatie', 'Koulukatu'],
    cities: [
      { name: 'Helsinki', zipPrefix: '00', zipDigits: 3 },
      { name: 'Tampere', zipPrefix: '33', zipDigits: 3 },
      { name: 'Turku', zipPrefix: '20', zipDigits: 3 },
      { name: 'Oulu', zipPrefix: '90', zipDigits: 3 },
    ],
    emailDomain: 'example.fi',
  },
  SE: {
    firstNames: ['Astrid', 'Erik', 'Ingrid', 'Johan', 'Karin', 'Lars', 'Maja', 'Oskar', 'Sofia', 'Viktor'],
    lastNames: ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson'],
    streets: ['Drottninggatan', 'Storgatan', 'Kungsgatan', 'Sveavägen', 'Vasagatan', 'Skolgatan'],
    cities: [
      { name: 'Stockholm', zipPrefix: '11', zipDigits: 3, zipFormat: (zip) => `${zip.slice(0, 3)} ${zip.slice(3)}` },
      { name: 'Göteborg', zipPrefix: '41', zipDigits: 3, zipFormat: (zip) => `${zip.slice(0, 3)} ${zip.slice(3)}` },
      { name: 'Malmö', zipPrefix: '21', zipDigits: 3, zipFormat: (zip) => `${zip.slice(0, 3)} ${zip.slice(3)}` },
      { name: 'Uppsala', zipPrefix: '75', zipDigits: 3, zipFormat: (zip) => `${zip.slice(0, 3)} ${zip.slice(3)}` },
    ],
    emailDomain: 'example.se',
  },
  NO: {
    firstNames: ['Ingrid', 'Ola', 'Kari', 'Henrik', 'Nora', 'Sander', 'Emma', 'Jonas', 'Sigrid', 'Magnus'],
    lastNames: ['Hansen', 'Johansen', 'Olsen', 'Larsen', 'Andersen', 'Pedersen', 'Nilsen', 'Berg'],
    streets: ['Karl Johans gate', 'Storgata', 'Kirkegata', 'Bygdøy allé', 'Torggata', 'Skolegata'],
    cities: [
      { name: 'Oslo', zipPrefix: '0', zipDigits: 3 },
      { name: 'Bergen', zipPrefix: '50', zipDigits: 2 },
      { name: 'Trondheim', zipPrefix: '70', zipDigits: 2 },
      { name: 'Stavanger', zipPrefix: '40', zipDigits: 2 },
    ],
    emailDomain: 'example.no',
  },
  DK: {
    firstNames: ['Freja', 'Mads', 'Ida', 'Rasmus', 'Clara', 'Mikkel', 'Laura', 'Frederik'],
    lastNames: ['Nielsen', 'Jensen', 'Hansen', 'Pedersen', 'Andersen', 'Christensen', 'Larsen', 'Sørensen'],
    streets: ['Strøget', 'Nørregade', 'Vestergade', 'Østergade', 'Algade', 'Skolegade'],
    cities: [
      { name: 'København', zipPrefix: '1', zipDigits: 3 },
      { name: 'Aarhus', zipPrefix: '80', zipDigits: 2 },
      { name: 'Odense', zipPrefix: '50', zipDigits: 2 },
    ],
    emailDomain: 'example.dk',
  },
  DE: {
    firstNames: ['Anna', 'Lukas', 'Marie', 'Felix', 'Lena', 'Jonas', 'Sophie', 'Paul', 'Laura', 'Maximilian'],
    lastNames: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker'],
    streets: ['Hauptstraße', 'Bahnhofstraße', 'Gartenstraße', 'Schulstraße', 'Lindenstraße', 'Bergstraße'],
    cities: [
      { name: 'Berlin', zipPrefix: '10', zipDigits: 3 },
      { name: 'Hamburg', zipPrefix: '20', zipDigits: 3 },
      { name: 'München', zipPrefix: '80', zipDigits: 3 },
      { name: 'Köln', zipPrefix: '50', zipDigits: 3 },
    ],
    emailDomain: 'example.de',
  },
  DEFAULT: {
    firstNames: ['Emma', 'Liam', 'Olivia', 'Noah', 'Mia', 'Lucas', 'Eva', 'Daniel'],
    lastNames: ['Smith', 'Jansen', 'Rossi', 'Garcia', 'Dubois', 'Novak', 'Murphy', 'Silva'],
    streets: ['Main Street', 'High Street', 'Market Street', 'Church Road', 'Park Avenue', 'Station Road'],
    cities: [
      { name: 'Valletta', zipPrefix: 'VLT', zipDigits: 4 },
      { name: 'Dublin', zipPrefix: 'D0', zipDigits: 1 },
      { name: 'Amsterdam', zipPrefix: '10', zipDigits: 2 },
    ],
    emailDomain: 'example.com',
  },
};

/** A small deterministic generator (mulberry32) seeded from a string. */
export function seededRandom(seedText: string): () => number {
  let state = 2166136261;
  for (const character of seedText) state = Math.imul(state ^ (character.codePointAt(0) ?? 0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const ADULT_BIRTH_YEARS = { first: 1950, last: 2004 };

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function digits(random: () => number, count: number): string {
  let text = '';
  for (let index = 0; index < count; index += 1) text += String(Math.floor(random() * 10));
  return text;
}

/** ASCII e-mail local part: "Mäkinen" → "makinen". */
function emailPart(name: string): string {
  return name
    .normalize('NFD')
    .replaceAll(/[\u0300-\u036f]/g, '')
    .replaceAll('ø', 'o')
    .replaceAll('ß', 'ss')
    .toLowerCase()
    .replaceAll(/[^a-z0-9]/g, '');
}

/** A plausible person of `country` (ISO 3166 alpha-2), the same for the same `seed`. */
export function generatePerson(country: string, seed: string): PayerIdentity {
  const random = seededRandom(`${country}:${seed}`);
  const people = PEOPLE[country] ?? (PEOPLE.DEFAULT as CountryPeople);
  const firstName = pick(random, people.firstNames);
  const lastName = pick(random, people.lastNames);
  const span = ADULT_BIRTH_YEARS.last - ADULT_BIRTH_YEARS.first + 1;
  const birth: BirthDate = {
    year: ADULT_BIRTH_YEARS.first + Math.floor(random() * span),
    month: 1 + Math.floor(random() * 12),
    // Day 28 at most keeps every generated date on the calendar.
    day: 1 + Math.floor(random() * 28),
  };
  const city = pick(random, people.cities);
  const zip = `${city.zipPrefix}${digits(random, city.zipDigits)}`;
  return {
    firstName,
    lastName,
    nationalId: generateNationalId(country, birth, Math.floor(random() * 1_000_000)),
    birthDate: formatBirthDate(birth),
    street: `${pick(random, people.streets)} ${1 + Math.floor(random() * 80)}`,
    city: city.name,
    zip: city.zipFormat ? city.zipFormat(zip) : zip,
    country,
    email: `${emailPart(firstName)}.${emailPart(lastName)}@${people.emailDomain}`,
  };
}
