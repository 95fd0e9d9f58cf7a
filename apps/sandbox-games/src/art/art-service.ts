import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { GameCatalogue } from '../catalogue/game-catalogue';
import { type ArtSubject, backgroundSvg, logoSvg, tileSvg } from './compose';
import { LruCache } from './lru-cache';

export type ArtKind = 'tile' | 'background' | 'logo';

/** An image ready to send; the ETag changes whenever the artwork's SVG does. */
export type RenderedArt = { body: Buffer; etag: string; contentType: 'image/jpeg' | 'image/png' };
/** What a request needs before anything is rendered: enough to answer 304. */
export type ArtHandle = { etag: string; render(): Promise<RenderedArt> };

const MEMORY_CACHE_BYTES_MAX = 48 * 1024 * 1024;
/** libvips already uses every core for one image; more renders at once only queue inside it. */
const RENDERS_AT_ONCE_MAX = 2;
const JPEG_QUALITY = { tile: 84, background: 80 } as const;

/**
 * Game tiles, backgrounds and studio logos, composed as SVG and rendered by sharp on first request,
 * then kept on disk (surviving restarts) and in memory (an LRU bounded in bytes).
 */
export class ArtService {
  private readonly memory = new LruCache<RenderedArt>(MEMORY_CACHE_BYTES_MAX);
  private readonly rendering = new Map<string, Promise<RenderedArt>>();
  private readonly waiting: (() => void)[] = [];
  private rendersRunning = 0;

  constructor(
    private readonly catalogue: GameCatalogue,
    private readonly cacheDir: string | undefined,
  ) {}

  /** The artwork of a game or studio, or undefined for an unknown code. */
  find(kind: ArtKind, code: string): ArtHandle | undefined {
    const svg = this.svgOf(kind, code);
    if (svg === undefined) return undefined;
    const extension = kind === 'logo' ? 'png' : 'jpg';
    const hash = createHash('sha256').update(kind).update(svg).digest('hex').slice(0, 20);
    const key = `${code}-${kind}-${hash}.${extension}`;
    return { etag: `"${hash}"`, render: () => this.rendered(key, kind, svg, `"${hash}"`) };
  }

  private svgOf(kind: ArtKind, code: string): string | undefined {
    if (kind === 'logo') {
      const studio = this.catalogue.studio(code);
      return studio ? logoSvg(studio) : undefined;
    }
    const art: ArtSubject | undefined = this.catalogue.game(code)?.art;
    if (!art) return undefined;
    return kind === 'tile' ? tileSvg(art) : backgroundSvg(art);
  }

  private async rendered(key: string, kind: ArtKind, svg: string, etag: string): Promise<RenderedArt> {
    const cached = this.memory.get(key);
    if (cached) return cached;
    const running = this.rendering.get(key);
    if (running) return running;
    const work = this.loadOrRender(key, kind, svg, etag).finally(() => this.rendering.delete(key));
    this.rendering.set(key, work);
    const art = await work;
    this.memory.set(key, art, art.body.length);
    return art;
  }

  private async loadOrRender(key: string, kind: ArtKind, svg: string, etag: string): Promise<RenderedArt> {
    const contentType = kind === 'logo' ? 'image/png' : 'image/jpeg';
    const path = this.cacheDir ? join(this.cacheDir, key) : undefined;
    if (path) {
      const stored = await readFile(path).catch(() => undefined);
      if (stored) return { body: stored, etag, contentType };
    }
    const body = await this.withRenderSlot(() => render(kind, svg));
    if (path && this.cacheDir) {
      await mkdir(this.cacheDir, { recursive: true });
      // Written aside and renamed, so a crash never leaves half an image under the real name.
      const partial = `${path}.${process.pid}.partial`;
      await writeFile(partial, body);
      await rename(partial, path);
    }
    return { body, etag, contentType };
  }

  private async withRenderSlot<T>(work: () => Promise<T>): Promise<T> {
    if (this.rendersRunning >= RENDERS_AT_ONCE_MAX) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.rendersRunning += 1;
    try {
      return await work();
    } finally {
      this.rendersRunning -= 1;
      this.waiting.shift()?.();
    }
  }
}

function render(kind: ArtKind, svg: string): Promise<Buffer> {
  const image = sharp(Buffer.from(svg));
  if (kind === 'logo') return image.png({ compressionLevel: 9 }).toBuffer();
  return image.jpeg({ quality: JPEG_QUALITY[kind], progressive: true, mozjpeg: true }).toBuffer();
}
