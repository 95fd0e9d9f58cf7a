import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The platform's domain walls (architecture section 4, ADR 0025): a domain owns its tables and
 * code, and reaches only its own folder, packages/* (bare specifiers), src/reference (shared
 * reference data and pure rules), src/infra and src/http. What it needs of another domain it
 * declares as a narrow type of its own, which services.ts fills with the other domain's service;
 * a flow across domains is a workflow in src/workflows. A crossing fails here with the file and
 * the specifier, as the site's features do (apps/web/build/feature-boundaries.test.ts).
 *
 * Test code may cross: a test builds its fixtures from other domains (a player through identity
 * for a cashier test) and runs the whole app. Test code is a *.test.ts file, a *-test-support.ts
 * file or anything in a test-support folder; production code never imports it.
 */
const SOURCE_DIR = resolve(import.meta.dirname);
const SHARED_AREAS = ['reference', 'infra', 'http'];
const IMPORT_SPECIFIER =
  /(?:import|export)\s[^'";]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) ? [path] : [];
  });
}

function isTestCode(path: string): boolean {
  const folders = relative(SOURCE_DIR, path).split(sep);
  return /(\.test|-test-support)\.ts$/.test(path) || folders.includes('test-support');
}

/** The area of a path under src: 'domains/<name>', a top-level folder ('infra', 'workflows'), or a top-level file. */
function areaOf(path: string): string {
  const [top = '', domain = ''] = relative(SOURCE_DIR, path).split(sep);
  return top === 'domains' ? `domains/${domain}` : top.replace(/\.ts$/, '');
}

/** The file's relative imports that resolve into src, with the importing and the imported area. */
function importsOf(file: string) {
  const imports: { specifier: string; target: string; from: string; to: string }[] = [];
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT_SPECIFIER)) {
    const specifier = match[1] ?? match[2] ?? match[3] ?? '';
    if (!specifier.startsWith('.')) continue;
    const target = resolve(dirname(file), specifier);
    if (!target.startsWith(SOURCE_DIR + sep)) continue;
    imports.push({ specifier, target, from: areaOf(file), to: areaOf(target) });
  }
  return imports;
}

function violations(files: string[], allowed: (from: string, to: string, target: string) => boolean): string[] {
  return files.flatMap((file) =>
    importsOf(file)
      .filter(({ from, to, target }) => !allowed(from, to, target))
      .map(({ specifier, to }) => `${relative(SOURCE_DIR, file)} → ${specifier} (${to})`),
  );
}

const productionFiles = sourceFiles(SOURCE_DIR).filter((file) => !isTestCode(file));

describe('import boundaries of the platform', () => {
  it("a domain's code imports only its own domain, src/reference, src/infra and src/http", () => {
    const domainFiles = productionFiles.filter((file) => areaOf(file).startsWith('domains/'));
    expect(domainFiles.length).toBeGreaterThan(0);
    const crossings = violations(domainFiles, (from, to) => to === from || SHARED_AREAS.includes(to));
    expect(
      crossings,
      'declare what the domain needs as a type of its own and wire it in services.ts, or make the flow a workflow',
    ).toEqual([]);
  });

  it('infra and http import no domain, workflow or composition root: what they need is handed in at wiring', () => {
    const sharedFiles = productionFiles.filter((file) => ['infra', 'http'].includes(areaOf(file)));
    expect(sharedFiles.length).toBeGreaterThan(0);
    const reachesUp = (to: string) => to.startsWith('domains/') || ['workflows', 'services', 'app'].includes(to);
    expect(violations(sharedFiles, (_from, to) => !reachesUp(to))).toEqual([]);
  });

  it('shared reference code imports only itself', () => {
    const referenceFiles = sourceFiles(join(SOURCE_DIR, 'reference'));
    expect(violations(referenceFiles, (_from, to) => to === 'reference')).toEqual([]);
  });

  it('production code never imports test code', () => {
    expect(violations(productionFiles, (_from, _to, target) => !isTestCode(`${target}.ts`))).toEqual([]);
  });
});
