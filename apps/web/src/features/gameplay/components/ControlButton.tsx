import { forwardRef } from 'react';
import styles from './Controls.module.css';
import { GameIcon, type GameIconName } from './GameIcon';

type ControlButtonProps = {
  icon: GameIconName;
  label: string;
  /** Desktop bars show the icon with a tooltip; the mobile footer bar shows the label under it. */
  look?: 'icon' | 'bar' | 'overlay';
  onClick: () => void;
  pressed?: boolean;
  expanded?: boolean;
  controls?: string;
  filledIcon?: boolean;
  disabled?: boolean;
};

/** One control of the game window: a real button with its name, whatever it looks like. */
export const ControlButton = forwardRef<HTMLButtonElement, ControlButtonProps>(function ControlButton(
  { icon, label, look = 'icon', onClick, pressed, expanded, controls, filledIcon, disabled },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      className={styles[look]}
      aria-label={look === 'bar' ? undefined : label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-controls={controls}
      data-tip={look === 'icon' ? label : undefined}
      disabled={disabled}
      onClick={onClick}
    >
      <GameIcon name={icon} size={look === 'overlay' ? 18 : 20} filled={filledIcon} />
      {look === 'bar' && <span className={styles.barLabel}>{label}</span>}
    </button>
  );
});
