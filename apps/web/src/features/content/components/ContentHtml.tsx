import { useRef } from 'react';
import { useContentLinkNavigation } from '../hooks/use-content-link-navigation';

type ContentHtmlProps = { html: string; className?: string };

/**
 * Shows content HTML from the platform (pages and banners). The platform sanitises it before
 * serving (no scripts, styles, event handlers, frames or javascript: links), which is what makes
 * rendering it as HTML safe. Links to the site open through the router.
 */
export function ContentHtml({ html, className }: ContentHtmlProps) {
  const container = useRef<HTMLDivElement>(null);
  useContentLinkNavigation(container);
  return (
    <div
      ref={container}
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: content HTML is sanitised by the platform's one HTML policy
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
