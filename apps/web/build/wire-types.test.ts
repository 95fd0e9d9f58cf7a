import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The site reads the platform's wire shapes from @vauhti/contracts (ADR 0028): its API modules
 * write no shape of their own, and it imports the contracts' schemas as types only, so no schema
 * code enters its bundle. What it reads at run time (a list for a guard, a limit for a form) must
 * come from a contracts module without Zod: importing one value from a module that builds schemas
 * would bring the module's schemas along.
 */
const WEB_DIR = resolve(import.meta.dirname, '..');
const SOURCE_DIR = join(WEB_DIR, 'src');
const CONTRACTS_DIR = resolve(WEB_DIR, '../../packages/contracts');
const CONTRACT_IMPORT = /^import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"](@vauhti\/contracts[^'"]*)['"]/gm;
const RE_EXPORT = /^export\s+(?:\*|\{([^}]*)\})\s*from\s*['"](\.[^'"]+)['"]/gm;
const ZOD_IMPORT = /^import\s+(?!type\b)[^;]*?from\s*['"]zod(?:\/[^'"]*)?['"]/m;
const OBJECT_TYPE = /^(?:export\s+)?(?:type\s+(\w+)(?:<[^=]*>)?\s*=\s*\{|interface\s+(\w+))/gm;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const productionFiles = sourceFiles(SOURCE_DIR).filter(
  (file) => !relative(SOURCE_DIR, file).split(sep).includes('test-support'),
);

/** The names of a `{ a, type B, c as d }` list, each with whether it is a type only. */
function namesOf(list: string): { name: string; typeOnly: boolean }[] {
  return list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const typeOnly = item.startsWith('type ');
      const [name = ''] = item.replace(/^type\s+/, '').split(/\s+as\s+/);
      return { name: name.trim(), typeOnly };
    });
}

/** Every name a file imports from @vauhti/contracts for use at run time (not `import type`, not `type X`). */
function runtimeContractImports(file: string): { specifier: string; name: string }[] {
  return [...readFileSync(file, 'utf8').matchAll(CONTRACT_IMPORT)].flatMap(([, typeOnly, list = '', specifier = '']) =>
    typeOnly ? [] : namesOf(list).flatMap(({ name, typeOnly: onlyType }) => (onlyType ? [] : [{ specifier, name }])),
  );
}

/** The contracts' source file a subpath export points at (package.json "exports"). */
function entryFileOf(specifier: string): string {
  const exports: Record<string, string> = JSON.parse(readFileSync(join(CONTRACTS_DIR, 'package.json'), 'utf8')).exports;
  const target = exports[`.${specifier.slice('@vauhti/contracts'.length)}`];
  if (!target) throw new Error(`${specifier} is no export of @vauhti/contracts`);
  return join(CONTRACTS_DIR, target);
}

function moduleFile(from: string, specifier: string): string | undefined {
  const base = resolve(from, '..', specifier.replace(/\.js$/, ''));
  return [`${base}.ts`, join(base, 'index.ts')].find((candidate) => statSync(candidate, { throwIfNoEntry: false }));
}

/** The contracts file that declares an exported value, following `export *` and `export { } from`. */
function declaringFile(file: string, name: string, seen = new Set<string>()): string | undefined {
  if (seen.has(file)) return undefined;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  if (new RegExp(`^export\\s+(?:const|function)\\s+${name}\\b`, 'm').test(text)) return file;
  for (const [, list, specifier = ''] of text.matchAll(RE_EXPORT)) {
    const target = moduleFile(file, specifier);
    if (!target) continue;
    if (list === undefined) {
      const found = declaringFile(target, name, seen);
      if (found) return found;
      continue;
    }
    const entry = list.split(',').find(
      (item) =>
        item
          .trim()
          .split(/\s+as\s+/)
          .at(-1) === name,
    );
    if (entry) return declaringFile(target, entry.trim().split(/\s+as\s+/)[0] ?? name, seen);
  }
  return undefined;
}

describe('the wire shapes the site reads', () => {
  it("declare no object type in the site's API modules (features/*/api): bodies and answers are contract types", () => {
    const apiFiles = productionFiles.filter((file) => {
      const [top, , folder] = relative(SOURCE_DIR, file).split(sep);
      return top === 'features' && folder === 'api';
    });
    expect(apiFiles.length).toBeGreaterThan(20);
    const declared = apiFiles.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(OBJECT_TYPE)].map(
        ([, alias, anInterface]) => `${relative(SOURCE_DIR, file)}: ${alias ?? anInterface}`,
      ),
    );
    expect(declared, 'import the shape from @vauhti/contracts instead').toEqual([]);
  });

  it('are imported at run time only as values of contracts modules that use no Zod', () => {
    const imports = productionFiles.flatMap((file) =>
      runtimeContractImports(file).map((entry) => ({ ...entry, file: relative(SOURCE_DIR, file) })),
    );
    expect(imports.length).toBeGreaterThan(0);
    const offending = imports.flatMap(({ specifier, name, file }) => {
      const declared = declaringFile(entryFileOf(specifier), name);
      if (!declared) return [`${file}: ${name} from ${specifier} (not a declared value)`];
      if (ZOD_IMPORT.test(readFileSync(declared, 'utf8')))
        return [`${file}: ${name} from ${relative(CONTRACTS_DIR, declared)}, which uses Zod`];
      return [];
    });
    expect(offending, 'import the schema as a type, or move the value into a contracts module without Zod').toEqual([]);
  });
});
