import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The site's import direction (style guide: shared → features → app): a feature imports only its
 * own folder, src/lib and src/components; lib and components import no feature. A cross-feature
 * import fails here with the file and the specifier, so features stay independent.
 */
const SOURCE_DIR = resolve(import.meta.dirname, '../src');
const IMPORT_SPECIFIER = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** The top-level area of a source path: 'features/<name>', 'lib', 'components', 'app', ... */
function areaOf(path: string): string {
  const [top = '', feature = ''] = relative(SOURCE_DIR, path).split(sep);
  return top === 'features' ? `features/${feature}` : top;
}

function crossAreaImports(allowed: (from: string, to: string) => boolean) {
  const violations: string[] = [];
  for (const file of sourceFiles(SOURCE_DIR)) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT_SPECIFIER)) {
      const specifier = match[1] ?? match[2] ?? '';
      if (!specifier.startsWith('.')) continue;
      const target = resolve(dirname(file), specifier);
      if (!target.startsWith(SOURCE_DIR)) continue;
      if (!allowed(areaOf(file), areaOf(target))) violations.push(`${relative(SOURCE_DIR, file)} → ${specifier}`);
    }
  }
  return violations;
}

describe('import boundaries of the site', () => {
  it('features never import another feature', () => {
    const violations = crossAreaImports(
      (from, to) => !(from.startsWith('features/') && to.startsWith('features/') && from !== to),
    );
    expect(violations).toEqual([]);
  });

  it('shared code (lib, components) never imports a feature or the app', () => {
    const violations = crossAreaImports(
      (from, to) => !(['lib', 'components'].includes(from) && (to.startsWith('features/') || to === 'app')),
    );
    expect(violations).toEqual([]);
  });
});
