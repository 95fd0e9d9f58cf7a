/*
 * The size of a game frame in the full desktop window (spec 2.8): the height is what the viewport
 * leaves after the window's own bars, the width follows the game's shape, and both shrink
 * together when the width does not fit.
 */

/** The window's bars and margins above and below the frame. */
export const HEIGHT_RESERVE_PX = 134;
/** The logged-out notification bar (gameOfflineNotify) takes this much more. */
export const GUEST_NOTICE_HEIGHT_PX = 50;
/** Width per unit of height: aspectRatio 2 is a 4:3 game, anything else 16:9. */
export const WIDTH_PER_HEIGHT_4_3 = 1.33;
export const WIDTH_PER_HEIGHT_16_9 = 1.78;

export function widthPerHeight(aspectRatio: number): number {
  return aspectRatio === 2 ? WIDTH_PER_HEIGHT_4_3 : WIDTH_PER_HEIGHT_16_9;
}

export type FrameSizeInput = {
  viewportHeight: number;
  /** The width the frames share: the stage, after any open side panel and the margins. */
  availableWidth: number;
  aspectRatio: number;
  /** A guest sees the notification bar. */
  guestNotice: boolean;
  /** Split screen: two frames, 50 % of the width each. */
  dual: boolean;
};

export type FrameSize = { width: number; height: number };

/** Whole pixels, never negative, never more than the space there is. */
export function frameSize(input: FrameSizeInput): FrameSize {
  const ratio = widthPerHeight(input.aspectRatio);
  const reserve = HEIGHT_RESERVE_PX + (input.guestNotice ? GUEST_NOTICE_HEIGHT_PX : 0);
  const availableHeight = Math.max(0, input.viewportHeight - reserve);
  const widthLimit = Math.max(0, input.dual ? input.availableWidth / 2 : input.availableWidth);
  const width = availableHeight * ratio;
  if (width <= widthLimit) return { width: Math.floor(width), height: Math.floor(availableHeight) };
  return { width: Math.floor(widthLimit), height: Math.floor(widthLimit / ratio) };
}
