import type { KeyboardEvent } from 'react';

const FOCUSABLE =
  'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * Enter in a form field moves focus to the next focusable element (spec 2.3) instead of
 * submitting half a form. Textareas keep their new lines; buttons keep their own Enter.
 * Use as a form's onKeyDown.
 */
export function enterMovesFocus(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  const field = event.target;
  if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) return;
  if (field instanceof HTMLInputElement && ['submit', 'button', 'reset'].includes(field.type)) return;
  const focusable = Array.from(document.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.offsetParent !== null || element === field,
  );
  const next = focusable[focusable.indexOf(field) + 1];
  if (!next) return;
  event.preventDefault();
  next.focus();
}
