import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/*
 * The browser code of the hosted cashier and of the customer lookup (client/cashier, client/lookup),
 * bundled with esbuild when the app starts and served from memory, as sandbox-games serves its game
 * clients. Both apps share one build per process.
 */

/** One built file: its text, content type and a content hash for cache busting. */
export type BundleFile = { body: string; contentType: string; hash: string };
export type ClientKind = 'cashier' | 'lookup';
export type ClientBundle = { kind: ClientKind; js: BundleFile; css: BundleFile | undefined };

const CLIENT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'client');
const ENTRIES: Record<ClientKind, string> = {
  cashier: join(CLIENT_DIR, 'cashier', 'main.ts'),
  lookup: join(CLIENT_DIR, 'lookup', 'main.ts'),
};
/** The browsers a merchant's cashier page supports: anything from the last few years. */
const BROWSER_TARGETS = ['chrome100', 'firefox100', 'safari15', 'edge100'];
const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  map: 'application/json; charset=utf-8',
};

export class ClientBundles {
  constructor(
    private readonly bundles: ReadonlyMap<ClientKind, ClientBundle>,
    private readonly files: ReadonlyMap<string, BundleFile>,
  ) {}

  bundle(kind: ClientKind): ClientBundle {
    const bundle = this.bundles.get(kind);
    // buildOnce fails when an entry produced no script, so every kind is present.
    if (!bundle) throw new Error(`no ${kind} bundle`);
    return bundle;
  }

  /** A built file by name (`cashier.js`, `cashier.css`, `cashier.js.map`). */
  file(fileName: string): BundleFile | undefined {
    return this.files.get(fileName);
  }
}

const builds = new Map<boolean, Promise<ClientBundles>>();

/**
 * Builds both clients once per process (and per development flag); a build error rejects with
 * esbuild's message, so the server never starts with a broken cashier.
 */
export function buildClientBundles(options: { development: boolean }): Promise<ClientBundles> {
  let pending = builds.get(options.development);
  if (!pending) {
    pending = buildOnce(options.development);
    builds.set(options.development, pending);
    pending.catch(() => builds.delete(options.development));
  }
  return pending;
}

async function buildOnce(development: boolean): Promise<ClientBundles> {
  const kinds = Object.keys(ENTRIES) as ClientKind[];
  const result = await build({
    entryPoints: kinds.map((kind) => ({ in: ENTRIES[kind], out: kind })),
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
    const fileName = output.path.split('/').pop() ?? '';
    const contentType = CONTENT_TYPES[fileName.split('.').pop() ?? ''];
    if (!contentType) continue;
    files.set(fileName, { body: output.text, contentType, hash: hashOf(output.text) });
  }
  const bundles = new Map<ClientKind, ClientBundle>();
  for (const kind of kinds) {
    const js = files.get(`${kind}.js`);
    if (!js) throw new Error(`esbuild produced no ${kind}.js`);
    bundles.set(kind, { kind, js, css: files.get(`${kind}.css`) });
  }
  return new ClientBundles(bundles, files);
}

function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}
