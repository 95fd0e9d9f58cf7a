import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Modal.module.css';

type ModalProps = {
  open: boolean;
  /**
   * The close button, and by default Escape and a click outside. Without it (or with dismissible
   * false) the dialog cannot be dismissed: overlays the player must answer (policy update).
   */
  onClose?: () => void;
  /** A click or tap outside the dialog, when it should differ from closing (server-error popup, spec 4). */
  onDismissOutside?: () => void;
  /** What Escape does, when it should differ from closing. */
  onEscape?: () => void;
  dismissible?: boolean;
  title: ReactNode;
  description?: ReactNode;
  /** A decorative mark beside the title (generated SVG). */
  icon?: ReactNode;
  /** The glow behind the title: gold, or red for errors. */
  tone?: 'plain' | 'gold' | 'error';
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
};

/** An accessible modal dialog: focus trapped and restored, labelled by its title. */
export function Modal({
  open,
  onClose,
  onDismissOutside,
  onEscape,
  dismissible = onClose !== undefined,
  title,
  description,
  icon,
  tone = 'plain',
  children,
  size = 'md',
}: ModalProps) {
  const { t } = useTranslation();
  const escapeAction = onEscape ?? onClose;
  const outsideAction = onDismissOutside ?? onClose;
  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} data-testid="overlay-backdrop" />
        <Dialog.Content
          className={`${styles.content} ${styles[size]}`}
          data-tone={tone}
          onEscapeKeyDown={(event) => {
            event.preventDefault();
            if (dismissible) escapeAction?.();
          }}
          onPointerDownOutside={(event) => {
            event.preventDefault();
            if (dismissible) outsideAction?.();
          }}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <div className={styles.header}>
            {icon && <span className={styles.icon}>{icon}</span>}
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {dismissible && (
              <button type="button" className={styles.close} aria-label={t('common.close')} onClick={onClose}>
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            )}
          </div>
          {description ? (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          ) : (
            <Dialog.Description className={styles.visuallyHidden}>{title}</Dialog.Description>
          )}
          <div className={styles.body}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
