import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
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

/**
 * An accessible modal dialog on the browser's own <dialog>: showModal() puts it in the top layer,
 * makes the rest of the page inert (focus and pointer stay inside) and moves focus in; closing
 * gives focus back to where it was. Labelled by its title, described by its description.
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

function OpenModal({
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const escapeAction = onEscape ?? onClose;
  const outsideAction = onDismissOutside ?? onClose;

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    if (!dialog.contains(document.activeElement)) firstFocusable(dialog)?.focus();
    return () => {
      if (dialog.open) dialog.close();
      // Focus goes back to what opened the dialog, unless the player has moved on to something else.
      const focusLost = document.activeElement === null || document.activeElement === document.body;
      if (opener?.isConnected && (focusLost || dialog.contains(document.activeElement))) opener.focus();
    };
  }, []);

  const onCloseRequest = (event: SyntheticEvent) => {
    // The dialog stays until its owner closes it (the url or the state says what is shown).
    event.preventDefault();
    event.stopPropagation();
    if (dismissible) escapeAction?.();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') onCloseRequest(event);
  };
  // A press on the dialog itself is on the dimmed area around the panel: outside. Its scroll bar
  // (right of its client area) is not.
  const onPointerDown = (event: MouseEvent<HTMLDialogElement>) => {
    const dialog = event.currentTarget;
    if (event.target !== dialog || event.clientX > dialog.clientLeft + dialog.clientWidth) return;
    event.preventDefault();
    if (dismissible) outsideAction?.();
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.overlay}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onKeyDown={onKeyDown}
      onCancel={onCloseRequest}
      onPointerDown={onPointerDown}
      data-testid="overlay-backdrop"
    >
      <div className={`${styles.content} ${styles[size]}`} data-tone={tone}>
        <div className={styles.header}>
          {icon && <span className={styles.icon}>{icon}</span>}
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {dismissible && (
            <button type="button" className={styles.close} aria-label={t('common.close')} onClick={onClose}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          )}
        </div>
        <p id={descriptionId} className={description ? styles.description : styles.visuallyHidden}>
          {description ?? title}
        </p>
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>
  );
}

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Where focus goes when the browser did not move it in (the first control, else the dialog). */
function firstFocusable(dialog: HTMLDialogElement): HTMLElement {
  return dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog;
}
