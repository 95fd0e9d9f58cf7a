import type { ReactNode } from 'react';

export function OverlayHost() {
  return null;
}
export function TakeoverGate({ children }: { children: ReactNode }) {
  return children;
}
