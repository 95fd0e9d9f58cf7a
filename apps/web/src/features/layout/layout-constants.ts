/**
 * The layout's limits and breakpoints (spec part 2, section 9), each named once. The CSS Modules
 * repeat the pixel values in their media queries, which cannot read custom properties.
 */
export const MOBILE_WIDTH_MAX_PX = 992;
/** Small phones (under 480 px) get the compact header. */
export const SMALL_PHONE_WIDTH_MAX_PX = 479;
export const SIDE_MENU_WIDTH_PX = 300;
export const HEADER_SCROLL_THRESHOLD_PX = 10;
export const TOOLTIP_DELAY_MS = 2_000;
export const MOBILE_FOOTER_NAV_HEIGHT_PX = 64;

export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_WIDTH_MAX_PX}px)`;

/** Support chat operating hours are read in Central European time. */
export const CHAT_TIME_ZONE = 'Europe/Paris';
/** How often the side menu re-checks the chat hours while it is open. */
export const CHAT_HOURS_RECHECK_MS = 60_000;
