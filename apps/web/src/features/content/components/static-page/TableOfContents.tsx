import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentHeading } from '../../lib/content-html';
import styles from './StaticPageArticle.module.css';

/** Fewer sections than this need no table of contents. */
export const TABLE_OF_CONTENTS_MIN_HEADINGS = 3;

/** The section being read: the last heading that has scrolled past the top quarter of the screen. */
function useActiveHeading(headings: ContentHeading[]) {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || headings.length === 0) return;
    const visible = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) visible.set(entry.target.id, entry.isIntersecting);
        const current = headings.find((heading) => visible.get(heading.id));
        if (current) setActive(current.id);
      },
      { rootMargin: '-80px 0px -65% 0px' },
    );
    for (const heading of headings) {
      const element = document.getElementById(heading.id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [headings]);
  return active;
}

/** "On this page": links to the page's sections, shown beside long pages on wide screens. */
export function TableOfContents({ headings }: { headings: ContentHeading[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const active = useActiveHeading(headings);
  return (
    <nav className={styles.toc} aria-labelledby={titleId}>
      <p id={titleId} className={styles.tocTitle}>
        {t('staticPageComp.onThisPage')}
      </p>
      <ol className={styles.tocList}>
        {headings.map((heading) => (
          <li key={heading.id}>
            <a
              className={styles.tocLink}
              href={`#${heading.id}`}
              aria-current={active === heading.id ? 'location' : undefined}
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
