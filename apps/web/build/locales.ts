import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/**
 * Translation catalogues live as one JSON file per section and language
 * (src/locales/<language>/<section>.json, e.g. en/headerComp.json holds the headerComp keys), so
 * each feature edits its own files. The site loads one merged catalogue per language.
 */
export const LOCALES_DIR = join(import.meta.dirname, '../src/locales');

export type Catalogue = Record<string, unknown>;

export function catalogueLanguages(localesDir = LOCALES_DIR): string[] {
  return readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

export function readCatalogue(language: string, localesDir = LOCALES_DIR): Catalogue {
  const directory = join(localesDir, language);
  const catalogue: Catalogue = {};
  for (const file of readdirSync(directory)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const path = join(directory, file);
    try {
      catalogue[basename(file, '.json')] = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      throw new Error(`translation file ${path} is not valid JSON: ${(error as Error).message}`);
    }
  }
  return catalogue;
}

/** A short hash of every catalogue: the cache-busting query of the catalogue urls. */
export function cataloguesVersion(localesDir = LOCALES_DIR): string {
  const hash = createHash('sha256');
  for (const language of catalogueLanguages(localesDir)) {
    hash.update(language);
    hash.update(JSON.stringify(readCatalogue(language, localesDir)));
  }
  return hash.digest('hex').slice(0, 12);
}

/** Every key path of a catalogue, e.g. 'headerComp.login', for completeness checks. */
export function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}
