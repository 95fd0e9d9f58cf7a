import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';

function Opener({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Pause account"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <input aria-label="Reason" />
      </Modal>
    </>
  );
}

describe('Modal (the site dialog on <dialog>)', () => {
  it('renders nothing while closed, and an open modal dialog labelled by its title when open', () => {
    const { rerender } = render(
      <Modal open={false} title="Deposit">
        <p>body</p>
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <Modal open title="Deposit" description="Choose a method">
        <p>body</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Deposit' });
    expect(dialog).toHaveProperty('open', true);
    expect(screen.getByText('Choose a method').id).toBe(dialog.getAttribute('aria-describedby'));
  });

  it('moves focus into the dialog when it opens and back to the opener when it closes', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Pause account' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on Escape when dismissible, and keeps a dialog without onClose open', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();

    render(
      <Modal open title="Policy update">
        <button type="button">Accept</button>
      </Modal>,
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Policy update' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it("answers the browser's own cancel (a close request) like Escape, and never lets it close the dialog itself", () => {
    const onClose = vi.fn();
    render(
      <Modal open title="Deposit" onClose={onClose}>
        <p>body</p>
      </Modal>,
    );
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(screen.getByRole('dialog'), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('calls onDismissOutside for a press on the dimmed area around the panel, not for one inside it', () => {
    const onClose = vi.fn();
    const onDismissOutside = vi.fn();
    render(
      <Modal open title="Server error" onClose={onClose} onDismissOutside={onDismissOutside}>
        <p>Something went wrong</p>
      </Modal>,
    );
    fireEvent.pointerDown(screen.getByText('Something went wrong'));
    expect(onDismissOutside).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByRole('dialog'));
    expect(onDismissOutside).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes only the top dialog on Escape when one is opened over another', async () => {
    const user = userEvent.setup();
    const closeOuter = vi.fn();
    const closeInner = vi.fn();
    render(
      <Modal open title="Deposit" onClose={closeOuter}>
        <Modal open title="Bonus terms" onClose={closeInner}>
          <button type="button">Accept</button>
        </Modal>
      </Modal>,
    );
    screen.getByRole('button', { name: 'Accept' }).focus();
    await user.keyboard('{Escape}');
    expect(closeInner).toHaveBeenCalledTimes(1);
    expect(closeOuter).not.toHaveBeenCalled();
  });
});
