/** The generated artwork in public/media/banners, by name. */
export type ArtworkName = 'welcome' | 'live-casino' | 'slots' | 'races' | 'vip' | 'sports' | 'partner';

/** The address of a piece of artwork, under the site's base path. */
export function artworkUrl(name: ArtworkName): string {
  return `${import.meta.env.BASE_URL}media/banners/${name}.svg`;
}
