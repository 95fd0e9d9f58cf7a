/*
 * The game window's limits (spec part 2, sections 2.8 and 9), each named once. The CSS Modules
 * repeat the pixel values in their media queries, which cannot read custom properties.
 */

/** The minimised game's floating box, bottom right. */
export const FLOATING_GAME_WIDTH_PX = 366;
/** Side panels (recommended, split-screen search) and their slide. */
export const SIDE_PANEL_WIDTH_PX = 300;
export const PANEL_ANIMATION_MS = 500;
/** The game window's mobile layout: frames fill the width, controls move to a footer bar. */
export const GAME_WINDOW_MOBILE_MAX_PX = 1024;
/** The site's mobile width: landscape at this width or less closes the recommended panel. */
export const MOBILE_MAX_PX = 992;
/** The bonus reminder's marquee takes this long to cross once. */
export const BONUS_MARQUEE_SECONDS = 25;
