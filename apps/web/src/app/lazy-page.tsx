import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import type { LazyPart } from '../components/lazy-part';

/** Each page's component as it was taken for a history entry (by the entry's key). */
const pageAtEntry = new WeakMap<LazyPart<object>, { entryKey: string; Page: ComponentType }>();

/**
 * A route's page, its code loaded when first shown. A failed load is tried again at the next
 * navigation, not within the same one: React renders a failed part again at once, and a fresh
 * attempt there would keep the page suspended instead of showing the error (RouteErrorBoundary).
 */
export function LazyPage({ part }: { part: LazyPart<object> }) {
  const { key } = useLocation();
  let taken = pageAtEntry.get(part);
  if (taken?.entryKey !== key) {
    taken = { entryKey: key, Page: part.Component };
    pageAtEntry.set(part, taken);
  }
  return <taken.Page />;
}
