/*
 * Where a bonus card's artwork comes from (spec part 1 section 3, "Eligible bonus"): the operator
 * uploads one image per bonus group for each website; a group without one, or an image that fails
 * to load, shows the generated fallback from public/media/bonuses/.
 */

/** The website segment of the uploads path: Vauhti's own. */
export const BONUS_IMAGE_WEBSITE = 'vauhti';

export const BONUS_FALLBACK_IMAGE = '/media/bonuses/bonus-fallback.svg';

/** The artwork's natural size (4:3), set on the <img> so the card never shifts while it loads. */
export const BONUS_IMAGE_WIDTH = 400;
export const BONUS_IMAGE_HEIGHT = 300;

export function bonusImageUrl(bonusGroupId: string): string {
  return `/uploads/media/${BONUS_IMAGE_WEBSITE}/bonuses/${encodeURIComponent(bonusGroupId)}.png`;
}
