import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildClientBundles } from './client-bundles';

function entriesDir(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'sandbox-games-client-'));
  const entries = join(root, 'entries');
  mkdirSync(entries);
  for (const [name, text] of Object.entries(files))
    writeFileSync(join(name.startsWith('../') ? root : entries, name.replace('../', '')), text);
  return entries;
}

describe('client bundles', () => {
  it('bundles each entry with its imports, emits imported CSS beside it and names both by content hash', async () => {
    const dir = entriesDir({
      'slot.ts': "import '../look.css';\nimport { greet } from '../shared';\ndocument.body.append(greet('slot'));\n",
      'roulette.ts': "import { greet } from '../shared';\ndocument.body.append(greet('roulette'));\n",
      '../shared.ts': "export function greet(name: string): string { return 'hello ' + name; }\n",
      '../look.css': '#game-root { color: rebeccapurple; }\n',
    });
    const bundles = await buildClientBundles({ entriesDir: dir, development: false });
    expect(bundles.kinds.sort()).toEqual(['roulette', 'slot']);
    const slot = bundles.bundle('slot');
    expect(slot?.js.body).toContain('hello ');
    expect(slot?.js.body).not.toContain('export function');
    expect(slot?.css?.body).toContain('#game-root{color:#639}');
    expect(slot?.js.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(bundles.bundle('roulette')?.css).toBeUndefined();
    expect(bundles.file('slot.js')?.contentType).toBe('text/javascript; charset=utf-8');
    expect(bundles.file('slot.js.map')).toBeUndefined();
  });

  it('adds source maps in development', async () => {
    const dir = entriesDir({ 'slot.ts': 'console.log(1 + 1);\n' });
    const bundles = await buildClientBundles({ entriesDir: dir, development: true });
    expect(bundles.file('slot.js')?.body).toContain('sourceMappingURL=slot.js.map');
    expect(bundles.file('slot.js.map')?.contentType).toBe('application/json; charset=utf-8');
  });

  it('fails with the esbuild message when an entry does not build', async () => {
    const dir = entriesDir({ 'slot.ts': "import { nothing } from './missing-module';\nconsole.log(nothing);\n" });
    await expect(buildClientBundles({ entriesDir: dir, development: false })).rejects.toThrow(/missing-module/);
  });

  it('builds nothing when there is no entry directory yet', async () => {
    const bundles = await buildClientBundles({ entriesDir: join(tmpdir(), 'no-such-entries-dir'), development: false });
    expect(bundles.kinds).toEqual([]);
  });
});
