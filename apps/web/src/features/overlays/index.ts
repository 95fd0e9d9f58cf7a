/*
 * Overlays and full-page takeovers (spec part 2, sections 2.3 and 2.5): the app renders
 * <TakeoverGate> around the shell and <OverlayHost> inside it.
 */
export { OverlayHost } from './components/OverlayHost';
export { TakeoverGate } from './components/TakeoverGate';
