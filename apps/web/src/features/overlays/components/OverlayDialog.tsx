import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './OverlayDialog.module.css';

type OverlayDialogProps = {
  title: ReactNode;
  /** The decorative mark beside the title (generated SVG). */
  icon?: ReactNode;
  tone?: 'error' | 'gold';
  children: ReactNode;
  /** The close button and Escape. Without it the dialog cannot be dismissed (policy update). */
  onClose?: () => void;
  /** A click or tap outside the dialog. Defaults to onClose; ignored when the dialog is not dismissible. */
  onDismissOutside?: () => void;
  /** What Escape does; defaults to onClose. */
  onEscape?: () => void;
};

/**
 * The site-level popups' frame (server errors, policy update): an accessible modal dialog with
 * focus trapped and restored, labelled by its title. Unlike components/Modal it tells a close
 * apart from a click elsewhere, which the server-error popup treats differently (spec 4).
 */
export function OverlayDialog({
  title,
  icon,
  tone = 'gold',
  children,
  onClose,
  onDismissOutside,
  onEscape,
}: OverlayDialogProps) {
  const { t } = useTranslation();
  const dismissible = onClose !== undefined;
  const outside = onDismissOutside ?? onClose;
  const escapeAction = onEscape ?? onClose;
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.backdrop} data-testid="overlay-backdrop" />
        <Dialog.Content
          className={styles.dialog}
          data-tone={tone}
          aria-describedby={undefined}
          onEscapeKeyDown={(event) => {
            event.preventDefault();
            if (dismissible) escapeAction?.();
          }}
          onPointerDownOutside={(event) => {
            event.preventDefault();
            if (dismissible) outside?.();
          }}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <div className={styles.header}>
            {icon && <span className={styles.icon}>{icon}</span>}
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {dismissible && (
              <button type="button" className={styles.close} aria-label={t('appComp.close')} onClick={onClose}>
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            )}
          </div>
          <div className={styles.body}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
