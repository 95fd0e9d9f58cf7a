import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeMessage } from './SafeMessage';

describe('SafeMessage: the server-error popup shows HTML messages without injecting HTML (spec 8)', () => {
  it('keeps simple formatting', () => {
    const { container } = render(<SafeMessage html="We are <strong>sorry</strong>.<br>Please retry." />);
    expect(container.querySelector('strong')?.textContent).toBe('sorry');
    expect(container.querySelector('br')).not.toBeNull();
    expect(container.textContent).toBe('We are sorry.Please retry.');
  });

  it('drops scripts, handlers, links and every attribute', () => {
    const { container } = render(
      <SafeMessage
        html={
          '<p onclick="alert(1)" style="color:red">Hi</p><script>alert(2)</script><img src=x onerror="alert(3)"><a href="javascript:alert(4)">click</a>'
        }
      />,
    );
    expect(container.querySelector('script, img, a, [onclick], [style]')).toBeNull();
    expect(container.querySelector('p')?.textContent).toBe('Hi');
    expect(container.textContent).toBe('Hiclick');
  });

  it('shows plain text as it is', () => {
    const { container } = render(<SafeMessage html="5 < 6 & 7 > 3" />);
    expect(container.textContent).toBe('5 < 6 & 7 > 3');
  });
});
