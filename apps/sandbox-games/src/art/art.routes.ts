import { HttpError, type TypedApp } from '@vauhti/server-kit';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ArtHandle, ArtService } from './art-service';

/** Artwork changes only with the code that composes it; a day is long enough and short enough. */
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * The art paths of docs/games-integration.md section 1: `/media/games/{code}/{code}.jpg`,
 * `/media/games/{code}/{code}-bg-image.jpg` and `/media/providers/{studio}.png`.
 */
export function registerArtRoutes(app: TypedApp, art: ArtService) {
  app.get(
    '/media/games/:gameCode/:file',
    { schema: { params: z.object({ gameCode: z.string(), file: z.string() }) } },
    async (request, reply) => {
      const { gameCode, file } = request.params;
      const kind = file === `${gameCode}.jpg` ? 'tile' : file === `${gameCode}-bg-image.jpg` ? 'background' : undefined;
      const handle = kind ? art.find(kind, gameCode) : undefined;
      return sendArt(handle, request.headers['if-none-match'], reply, `no artwork ${gameCode}/${file}`);
    },
  );
  app.get('/media/providers/:file', { schema: { params: z.object({ file: z.string() }) } }, async (request, reply) => {
    const studioCode = request.params.file.endsWith('.png') ? request.params.file.slice(0, -4) : undefined;
    const handle = studioCode ? art.find('logo', studioCode) : undefined;
    return sendArt(handle, request.headers['if-none-match'], reply, `no logo ${request.params.file}`);
  });
}

async function sendArt(
  handle: ArtHandle | undefined,
  ifNoneMatch: string | undefined,
  reply: FastifyReply,
  missing: string,
) {
  if (!handle) throw new HttpError(404, 'NOT_FOUND', missing);
  reply.header('cache-control', CACHE_CONTROL).header('etag', handle.etag);
  if (ifNoneMatch?.split(',').some((tag) => tag.trim() === handle.etag)) return reply.status(304).send();
  const image = await handle.render();
  return reply.type(image.contentType).send(image.body);
}
