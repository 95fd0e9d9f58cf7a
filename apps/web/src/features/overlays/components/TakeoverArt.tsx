import { lazyPart, PartBoundary } from '../../../components/lazy-part';
import type { TakeoverKind } from '../hooks/use-takeover';

const artwork = lazyPart(() => import('./TakeoverArtwork').then((module) => module.TakeoverArtwork));

/**
 * The takeovers' artwork: a generated SVG in the site's gold on deep navy. Decorative only (the
 * heading says what happened), so hidden from screen readers. The frame keeps its place at once;
 * the drawing loads with the first takeover, and without it the page still says everything.
 */
export function TakeoverArt({ kind, className }: { kind: TakeoverKind; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 200 200" aria-hidden="true" focusable="false">
      <PartBoundary resetKey={kind}>
        <artwork.Component kind={kind} />
      </PartBoundary>
    </svg>
  );
}
