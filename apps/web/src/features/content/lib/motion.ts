/** Whether the visitor asked the system for less motion: no smooth scrolling, no autoplay. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
