/*
 * The game grid's geometry, computed from its width so every row has one known height and the
 * virtualiser never has to measure (spec 9: the lobby stays light with thousands of games).
 */

/** The smallest a tile may get before a column is dropped, per layout. */
export const TILE_WIDTH_MIN_PX = 150;
export const TILE_WIDTH_MIN_NARROW_PX = 140;
export const COLUMNS_MIN = 2;
export const COLUMNS_MAX = 7;
export const GRID_GAP_PX = 16;
export const GRID_GAP_NARROW_PX = 10;
/** The name and studio lines under each tile, plus the gap between them and the art. */
export const CAPTION_HEIGHT_PX = 48;
/** Below this width the grid uses the narrow gap and tile minimum (phones). */
export const NARROW_GRID_WIDTH_PX = 600;

export type GridLayout = { columns: number; gapPx: number; tileWidthPx: number; rowHeightPx: number };

export function gridLayout(widthPx: number): GridLayout {
  const narrow = widthPx < NARROW_GRID_WIDTH_PX;
  const gapPx = narrow ? GRID_GAP_NARROW_PX : GRID_GAP_PX;
  const tileMin = narrow ? TILE_WIDTH_MIN_NARROW_PX : TILE_WIDTH_MIN_PX;
  const fits = Math.floor((Math.max(0, widthPx) + gapPx) / (tileMin + gapPx));
  const columns = Math.min(COLUMNS_MAX, Math.max(COLUMNS_MIN, fits));
  const tileWidthPx = Math.max(0, (widthPx - gapPx * (columns - 1)) / columns);
  // Art is 4:3; the caption has a fixed height in the grid's CSS.
  const rowHeightPx = Math.ceil((tileWidthPx * 3) / 4 + CAPTION_HEIGHT_PX + gapPx);
  return { columns, gapPx, tileWidthPx, rowHeightPx };
}

export function rowCount(gameCount: number, columns: number): number {
  return Math.ceil(gameCount / Math.max(1, columns));
}
