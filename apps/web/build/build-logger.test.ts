import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createLogger } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { COMPOSES_WITHOUT_FROM_NOTICE, siteBuildLogger } from './build-logger';

const SRC_DIR = resolve(import.meta.dirname, '../src');
const COMPOSES_FROM = /composes:[^;]*\bfrom\s+(['"])([^'"]+)\1/g;
const COMMENT = /\/\*[\s\S]*?\*\//g;

function cssFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

describe("the site build's logger", () => {
  it("drops Vite's notice about CSS parsed without a file name, and passes every other warning on", () => {
    const base = createLogger('silent');
    const printed = vi.spyOn(base, 'warnOnce');
    const logger = siteBuildLogger(base);
    logger.warnOnce(`\nA PostCSS plugin ${COMPOSES_WITHOUT_FROM_NOTICE}. This may cause imported assets…`);
    expect(printed).not.toHaveBeenCalled();
    logger.warnOnce('some other warning');
    expect(printed).toHaveBeenCalledWith('some other warning', undefined);
  });

  it('has nothing to hide: no file composed from another has a url() the notice warns about', () => {
    const composed = new Set<string>();
    for (const file of cssFiles(SRC_DIR)) {
      for (const match of readFileSync(file, 'utf8').replace(COMMENT, '').matchAll(COMPOSES_FROM)) {
        composed.add(resolve(dirname(file), match[2] ?? ''));
      }
    }
    expect(composed.size).toBeGreaterThan(0);
    for (const file of composed) expect(readFileSync(file, 'utf8'), file).not.toMatch(/url\(/);
  });
});
