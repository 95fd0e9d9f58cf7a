/** A section heading of a page, for its table of contents. */
export type ContentHeading = { id: string; text: string };

export type PreparedContent = { html: string; headings: ContentHeading[] };

/** Prefix of the ids given to headings that have none of their own. */
const HEADING_ID_PREFIX = 'content-section-';

/** The class of the scroll box every table is wrapped in (styled by the page's typography). */
export const TABLE_SCROLL_CLASS = 'content-table-scroll';

/**
 * Readies a page's (sanitised) content for the page: every h2 gets an address for the table of
 * contents (its section's id when it opens a section with one, else its own), and every table is
 * wrapped in a box that scrolls sideways on narrow screens and can be scrolled from the keyboard.
 */
export function prepareContentHtml(html: string, options: { tableLabel: string }): PreparedContent {
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = template.content;
  const taken = new Set(Array.from(root.querySelectorAll('[id]'), (element) => element.id));
  const headings: ContentHeading[] = [];

  root.querySelectorAll('h2').forEach((heading, index) => {
    const text = heading.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    if (!text) return;
    const section = heading.parentElement;
    let id = section?.id && section.firstElementChild === heading ? section.id : heading.id;
    if (!id) {
      id = `${HEADING_ID_PREFIX}${index + 1}`;
      while (taken.has(id)) id = `${id}-x`;
      heading.id = id;
      taken.add(id);
    }
    headings.push({ id, text });
  });

  for (const table of Array.from(root.querySelectorAll('table'))) {
    if (table.parentElement?.classList.contains(TABLE_SCROLL_CLASS)) continue;
    const box = document.createElement('div');
    box.className = TABLE_SCROLL_CLASS;
    box.tabIndex = 0;
    box.setAttribute('role', 'region');
    box.setAttribute('aria-label', table.querySelector('caption')?.textContent?.trim() || options.tableLabel);
    table.replaceWith(box);
    box.append(table);
  }

  return { html: template.innerHTML, headings };
}

/** The plain text of the first h1 in some HTML: a page title when the page has no meta title. */
export function firstHeadingText(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}
