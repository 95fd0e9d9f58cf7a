import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../../lib/session/session-types';
import { BalancePanel, greetingOf } from './BalancePanel';
import styles from './BalancePanel.module.css';
import { Icon } from './icons';

type BalanceSheetDialogProps = {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profile: Profile | undefined;
  /** The user icon that opened the sheet: focus goes back to it on close. */
  opener: RefObject<HTMLElement | null>;
};

/**
 * The mobile balance sheet: a bottom sheet on a Radix dialog (focus trapped, Escape and the
 * backdrop close it). Loaded when the user icon (BalanceSheet) first opens it.
 */
export function BalanceSheetDialog({ id, open, onOpenChange, profile, opener }: BalanceSheetDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.sheetOverlay} />
        <Dialog.Content
          id={id}
          className={styles.sheet}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <div className={styles.sheetHead}>
            <Dialog.Title className={styles.greeting}>{greetingOf(t, profile)}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('common.close')}>
              <Icon name="close" />
            </Dialog.Close>
          </div>
          <BalancePanel profile={profile} showGreeting={false} withActions />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
