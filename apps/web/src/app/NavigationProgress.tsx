/** Replaced by the navigation loading indicator (spec 2.15). */
export function NavigationProgress() {
  return null;
}
