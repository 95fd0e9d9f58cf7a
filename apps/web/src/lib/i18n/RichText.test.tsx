import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderMarkup } from './RichText';

/** A link as the site passes them: the text between the tags becomes its children. */
function ContactLink({ children }: { children?: ReactNode }) {
  return <a href="/c">{children}</a>;
}

describe('catalogue markup', () => {
  it('wraps each tagged phrase in its element and keeps the rest as text', () => {
    const { container } = render(
      <p>
        {renderMarkup('Please <contact>contact us</contact> or <mail>write</mail>.', {
          contact: <ContactLink />,
          mail: <em />,
        })}
      </p>,
    );
    expect(container.innerHTML).toBe('<p>Please <a href="/c">contact us</a> or <em>write</em>.</p>');
  });

  it('shows an unknown tag as plain text and never renders HTML from a translation', () => {
    const { container } = render(<p>{renderMarkup('<b>bold</b> <img src=x onerror=alert(1)>', {})}</p>);
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('bold <img src=x onerror=alert(1)>');
  });
});
