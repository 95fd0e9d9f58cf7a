import { describe, expect, it } from 'vitest';
import { firstHeadingText, prepareContentHtml, TABLE_SCROLL_CLASS } from './content-html';

describe('prepareContentHtml', () => {
  it('lists the h2s for the table of contents, using the id of the section each one opens', () => {
    const { headings } = prepareContentHtml(
      '<section id="summary"><h2>The short version</h2><p>x</p></section><section><h2>1.  Scope</h2></section>',
      { tableLabel: 'Table' },
    );
    expect(headings).toEqual([
      { id: 'summary', text: 'The short version' },
      { id: 'content-section-2', text: '1. Scope' },
    ]);
  });

  it('gives an h2 without an address an id the link can reach', () => {
    const { html, headings } = prepareContentHtml('<h2>Fees</h2>', { tableLabel: 'Table' });
    expect(html).toContain(`<h2 id="${headings[0]?.id}">Fees</h2>`);
  });

  it('wraps every table in a keyboard-scrollable box named after its caption or the default label', () => {
    const { html } = prepareContentHtml(
      '<table><caption>Limits</caption><tr><td>1</td></tr></table><table><tr><td>2</td></tr></table>',
      { tableLabel: 'Scrollable table' },
    );
    const template = document.createElement('template');
    template.innerHTML = html;
    const boxes = template.content.querySelectorAll(`.${TABLE_SCROLL_CLASS}`);
    expect(boxes).toHaveLength(2);
    expect(boxes[0]?.getAttribute('aria-label')).toBe('Limits');
    expect(boxes[1]?.getAttribute('aria-label')).toBe('Scrollable table');
    expect(boxes[0]?.getAttribute('tabindex')).toBe('0');
    expect(boxes[0]?.querySelector('table')).not.toBeNull();
  });
});

describe('firstHeadingText', () => {
  it('reads the first h1 as plain text', () => {
    expect(firstHeadingText('<h1>About <strong>Vauhti</strong></h1><p>lead</p>')).toBe('About Vauhti');
    expect(firstHeadingText('<p>no heading</p>')).toBe('');
  });
});
