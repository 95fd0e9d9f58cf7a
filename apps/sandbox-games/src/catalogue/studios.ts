import type { ArtStyle } from '../art/compose';
import type { Motif } from '../art/motifs';

/**
 * The studios whose games the sandbox publishes. `style` steers the artwork (how tiles are framed
 * and lettered) so each studio's games look like a family, as a real aggregator's catalogue does.
 */
export type StudioStyle = ArtStyle;

export type Studio = {
  code: string;
  name: string;
  style: StudioStyle;
  /** The emblem of the studio logo. */
  mark: Motif;
  colours: { primary: string; accent: string };
};

export const STUDIOS: readonly Studio[] = [
  {
    code: 'aurora',
    name: 'Aurora Reels',
    style: 'neon',
    mark: 'star',
    colours: { primary: '#22d3ee', accent: '#a78bfa' },
  },
  {
    code: 'ember',
    name: 'Ember Forge',
    style: 'gilded',
    mark: 'flame',
    colours: { primary: '#f97316', accent: '#fde047' },
  },
  {
    code: 'crown',
    name: 'Crown & Clover',
    style: 'retro',
    mark: 'crown',
    colours: { primary: '#facc15', accent: '#22c55e' },
  },
  {
    code: 'nebula',
    name: 'Nebula Play',
    style: 'cosmic',
    mark: 'planet',
    colours: { primary: '#818cf8', accent: '#f472b6' },
  },
  {
    code: 'jade',
    name: 'Jade Lantern',
    style: 'lacquer',
    mark: 'lantern',
    colours: { primary: '#10b981', accent: '#f59e0b' },
  },
  {
    code: 'sandstone',
    name: 'Sandstone Studios',
    style: 'carved',
    mark: 'pyramid',
    colours: { primary: '#eab308', accent: '#38bdf8' },
  },
  {
    code: 'tidal',
    name: 'Tidal Wave Gaming',
    style: 'tidal',
    mark: 'wave',
    colours: { primary: '#0ea5e9', accent: '#fbbf24' },
  },
  {
    code: 'velvet',
    name: 'Velvet Table',
    style: 'velvet',
    mark: 'spade',
    colours: { primary: '#dc2626', accent: '#fcd34d' },
  },
  {
    code: 'northlight',
    name: 'Northlight Live',
    style: 'studio',
    mark: 'chip',
    colours: { primary: '#e11d48', accent: '#f8fafc' },
  },
];

export function studioByCode(code: string): Studio {
  const studio = STUDIOS.find((candidate) => candidate.code === code);
  if (!studio) throw new Error(`no studio ${code}`);
  return studio;
}
