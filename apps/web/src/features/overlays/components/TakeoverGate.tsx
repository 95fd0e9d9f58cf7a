import type { ReactNode } from 'react';
import { lazyPart, PartBoundary } from '../../../components/lazy-part';
import { useTakeover } from '../hooks/use-takeover';

// The takeover pages load only when one applies: most visits never show one, so their code is
// not part of the first load. Until it arrives the page stays empty rather than showing the site.
const takeoverPage = lazyPart(() => import('./TakeoverPage').then((module) => module.TakeoverPage));

type TakeoverGateProps = {
  children: ReactNode;
  /** Shown with the takeover as well as with the site (the dev country panel, so a tester can switch back). */
  keepVisible?: ReactNode;
};

/**
 * Full-page takeovers that hide the normal site (spec 2.3): maintenance while the flag is on,
 * a blocked country, a locked account. Until the site context is known the site shows.
 */
export function TakeoverGate({ children, keepVisible }: TakeoverGateProps) {
  const takeover = useTakeover();
  return (
    <>
      {takeover.kind ? (
        // A failed load of the page's code is tried again at the next check of the site context.
        <PartBoundary resetKey={takeover.checkedAt}>
          <takeoverPage.Component kind={takeover.kind} context={takeover.context} recheck={takeover.recheck} />
        </PartBoundary>
      ) : (
        children
      )}
      {keepVisible}
    </>
  );
}
