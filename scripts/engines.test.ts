import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { minVersion, satisfies } from 'semver';
import { describe, expect, it } from 'vitest';

/*
 * README names the Node version to use (package.json's engines); npm warns EBADENGINE on install
 * for every package whose own engines leave that version out. The lockfile records each installed
 * package's engines, so the check needs no install. Optional packages are left out: they are the
 * platform builds (Windows, WebAssembly) npm installs only where they fit, and says nothing of
 * elsewhere.
 */
const ROOT = resolve(import.meta.dirname, '..');
const rootPackage = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(resolve(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; optional?: boolean; engines?: { node?: string } | string[] }>;
};

/** The oldest version of each Node line the engines allow: ^20.19.0 || >=22.12.0 gives 20.19.0 and 22.12.0. */
function supportedNodeVersions(range: string): string[] {
  return range.split('||').map((part) => {
    const oldest = minVersion(part.trim());
    if (!oldest) throw new Error(`engines.node part "${part}" allows no version`);
    return oldest.version;
  });
}

describe("package.json's engines and the installed packages", () => {
  const nodeVersions = supportedNodeVersions(rootPackage.engines.node);

  it('names Node 20 (README) among the supported versions', () => {
    expect(nodeVersions.some((version) => version.startsWith('20.'))).toBe(true);
  });

  it.each(nodeVersions)('installs every locked package on Node %s without an EBADENGINE warning', (node) => {
    const refused = Object.entries(lock.packages).flatMap(([path, entry]) => {
      if (entry.optional) return [];
      const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      return wanted && !satisfies(node, wanted)
        ? [`${path || 'the root'} ${entry.version ?? ''} wants node ${wanted}`]
        : [];
    });
    expect(refused).toEqual([]);
  });
});
