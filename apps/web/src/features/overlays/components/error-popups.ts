/* The two server-error popups share their frame and styles: one chunk, loaded when either is needed. */
export { CustomServerErrorPopup } from './CustomServerErrorPopup';
export { ServerErrorPopup } from './ServerErrorPopup';
