import { type RefObject, useEffect, useRef } from 'react';
import { type GameMessage, parseGameMessage, providerOrigin } from '../rules/game-messages';

/**
 * Listens for one frame's game client (docs/games-integration.md, section 4): only messages that
 * come from that frame's window and the provider origin of its launch url reach the handler.
 */
export function useGameMessages(
  frame: RefObject<HTMLIFrameElement | null>,
  launchUrl: string | null,
  onMessage: (message: GameMessage) => void,
) {
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    if (!launchUrl) return;
    const expectedOrigin = providerOrigin(launchUrl);
    const listener = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message = parseGameMessage(event.data, event.origin, expectedOrigin);
      if (message) handler.current(message);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frame, launchUrl]);
}
