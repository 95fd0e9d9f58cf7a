import type { GamesCatalogue } from '@vauhti/contracts/games';

type ArtPaths = Pick<GamesCatalogue, 'gamePath' | 'providerLogoPath'>;

function join(base: string, path: string) {
  return `${base.replace(/\/+$/, '')}/${path}`;
}

/** The game's 4:3 tile (480×360). */
export function tileUrl(paths: ArtPaths, gameCode: string): string {
  const code = encodeURIComponent(gameCode);
  return join(paths.gamePath, `${code}/${code}.jpg`);
}

/** The game's 16:9 background (1600×900), behind the game window. */
export function backgroundUrl(paths: ArtPaths, gameCode: string): string {
  const code = encodeURIComponent(gameCode);
  return join(paths.gamePath, `${code}/${code}-bg-image.jpg`);
}

/** The studio's logo. */
export function providerLogoUrl(paths: ArtPaths, studioCode: string): string {
  return join(paths.providerLogoPath, `${encodeURIComponent(studioCode)}.png`);
}

/** The tile's natural size: explicit on every <img> so the grid never shifts while art loads. */
export const TILE_WIDTH = 480;
export const TILE_HEIGHT = 360;
