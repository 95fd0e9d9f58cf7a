import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { build } from 'esbuild';

/** One built file of a client bundle. */
export type BundleFile = { body: string; contentType: string; hash: string };
/** A client kind's bundle: its script, the stylesheet if it imports CSS, a source map in development. */
export type ClientBundle = { kind: string; js: BundleFile; css: BundleFile | undefined };

export type ClientBundleOptions = { entriesDir: string; development: boolean };

/** The browsers the game window supports: anything from the last few years. */
const BROWSER_TARGETS = ['chrome100', 'firefox100', 'safari15', 'edge100'];
const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  map: 'application/json; charset=utf-8',
};

/** The bundles built at start-up, served from memory by file name (`slot.js`, `slot.css`, `slot.js.map`). */
export class ClientBundles {
  constructor(
    private readonly bundles: ReadonlyMap<string, ClientBundle>,
    private readonly files: ReadonlyMap<string, BundleFile>,
  ) {}

  bundle(kind: string): ClientBundle | undefined {
    return this.bundles.get(kind);
  }

  file(fileName: string): BundleFile | undefined {
    return this.files.get(fileName);
  }

  get kinds(): string[] {
    return [...this.bundles.keys()];
  }
}

const builds = new Map<string, Promise<ClientBundles>>();

/**
 * Bundles every `client/entries/<kind>.ts` with esbuild, in memory: minified ES modules for the
 * browser, CSS imports emitted beside them, source maps in development. A build error rejects with
 * esbuild's message, so the server never starts with a broken game. Builds are shared within the
 * process (tests create many apps over the same sources).
 */
export function buildClientBundles(options: ClientBundleOptions): Promise<ClientBundles> {
  const key = `${options.entriesDir}\u0000${options.development}`;
  let pending = builds.get(key);
  if (!pending) {
    pending = buildOnce(options);
    builds.set(key, pending);
    pending.catch(() => builds.delete(key));
  }
  return pending;
}

async function buildOnce({ entriesDir, development }: ClientBundleOptions): Promise<ClientBundles> {
  const entries = await listEntries(entriesDir);
  if (entries.length === 0) return new ClientBundles(new Map(), new Map());
  const result = await build({
    entryPoints: entries.map((path) => ({ in: path, out: basename(path, '.ts') })),
    bundle: true,
    write: false,
    outdir: '/client',
    format: 'esm',
    platform: 'browser',
    target: BROWSER_TARGETS,
    minify: true,
    sourcemap: development ? 'linked' : false,
    legalComments: 'none',
    logLevel: 'silent',
    charset: 'utf8',
  });
  const files = new Map<string, BundleFile>();
  for (const output of result.outputFiles) {
    const fileName = basename(output.path);
    const extension = fileName.split('.').pop() ?? '';
    const contentType = CONTENT_TYPES[extension];
    if (!contentType) continue;
    files.set(fileName, { body: output.text, contentType, hash: hashOf(output.text) });
  }
  const bundles = new Map<string, ClientBundle>();
  for (const path of entries) {
    const kind = basename(path, '.ts');
    const js = files.get(`${kind}.js`);
    if (!js) throw new Error(`esbuild produced no ${kind}.js`);
    bundles.set(kind, { kind, js, css: files.get(`${kind}.css`) });
  }
  return new ClientBundles(bundles, files);
}

async function listEntries(entriesDir: string): Promise<string[]> {
  const names = await readdir(entriesDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  return names
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts'))
    .sort()
    .map((name) => join(entriesDir, name));
}

function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}
