/** What a click tells of the mouse button and the modifier keys (a DOM or a React mouse event). */
type ClickKeys = { button: number; metaKey: boolean; altKey: boolean; ctrlKey: boolean; shiftKey: boolean };

/**
 * A plain primary click, without modifier keys: the site may handle it in the page. Anything else
 * (a new tab or window, a download, the browser's own menu) is left to the browser.
 */
export function isPlainClick(event: ClickKeys): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/** A link's target that opens it in this window: none, or _self. */
export function opensInThisWindow(target: string | null | undefined): boolean {
  return !target || target === '_self';
}
