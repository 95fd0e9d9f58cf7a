import { useCallback, useSyncExternalStore } from 'react';

/**
 * The header's popups: side menu, balance dropdown and the two language dropdowns. They toggle
 * and only one is open at a time. Header and MobileFooterNav are separate components (the
 * footer nav opens the side menu), so the state lives in this small store, not in either.
 */
export type LayoutPopup = 'sideMenu' | 'balance' | 'headerLanguage' | 'footerLanguage';

type LayoutState = {
  popup: LayoutPopup | null;
  /** The suspend-account form; it outlives the logged-in header that opened it. */
  suspendAccount: boolean;
};

const INITIAL_STATE: LayoutState = { popup: null, suspendAccount: false };

let state: LayoutState = INITIAL_STATE;
const listeners = new Set<() => void>();

function update(next: Partial<LayoutState>) {
  const merged = { ...state, ...next };
  if (merged.popup === state.popup && merged.suspendAccount === state.suspendAccount) return;
  state = merged;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => state;

export function openPopup(popup: LayoutPopup) {
  update({ popup });
}

/** Closes a popup if it is the one open (closing one never closes another). */
export function closePopup(popup: LayoutPopup) {
  if (state.popup === popup) update({ popup: null });
}

export function togglePopup(popup: LayoutPopup) {
  update({ popup: state.popup === popup ? null : popup });
}

export function openSuspendAccount() {
  update({ popup: null, suspendAccount: true });
}

export function closeSuspendAccount() {
  update({ suspendAccount: false });
}

/** Whether one popup is open, and a setter that opens it (closing the others) or closes it. */
export function usePopup(popup: LayoutPopup): [boolean, (open: boolean) => void] {
  const open = useSyncExternalStore(subscribe, () => snapshot().popup === popup);
  const setOpen = useCallback((next: boolean) => (next ? openPopup(popup) : closePopup(popup)), [popup]);
  return [open, setOpen];
}

export function useSuspendAccountOpen(): boolean {
  return useSyncExternalStore(subscribe, () => snapshot().suspendAccount);
}

/** Tests: back to nothing open. */
export function resetLayoutStore() {
  update(INITIAL_STATE);
}
