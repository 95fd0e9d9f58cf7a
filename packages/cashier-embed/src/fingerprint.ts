import { DEVICE_ID_POLL_MS } from './constants';

/*
 * The device id the cashier and the lookup receive as PIQ_DEVICE_ID (spec section 3): a SHA-256
 * hash (Web Crypto) of browser traits that stay the same between visits. It is computed once per
 * page; senders wait for it, looking every 50 ms.
 */

/** undefined while computing, null when it could not be computed. */
let deviceId: string | null | undefined;
let started = false;

function browserTraits(): unknown[] {
  const { navigator: nav, screen } = window;
  return [
    nav.userAgent,
    nav.language,
    (nav.languages || []).join(','),
    nav.platform,
    nav.hardwareConcurrency,
    (nav as { deviceMemory?: number }).deviceMemory,
    nav.maxTouchPoints,
    nav.cookieEnabled,
    screen.width,
    screen.height,
    screen.colorDepth,
    window.devicePixelRatio,
    new Date().getTimezoneOffset(),
    Intl.DateTimeFormat().resolvedOptions().timeZone,
  ];
}

/** Hex SHA-256 of a text. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Starts computing the device id (once per page). */
export function startDeviceId(): void {
  if (started) return;
  started = true;
  sha256Hex(browserTraits().join('~')).then(
    (id) => {
      deviceId = id;
    },
    (error) => {
      // Web Crypto is missing outside secure contexts (plain http on a public host).
      console.error('Failed to generate device id', error);
      deviceId = null;
    },
  );
}

/** Calls `send` with the device id once it is known; logs when there is none. */
export function whenDeviceId(send: (id: string) => void): void {
  if (deviceId === undefined) setTimeout(() => whenDeviceId(send), DEVICE_ID_POLL_MS);
  else if (deviceId) send(deviceId);
  else console.error('DeviceId not defined');
}

/** Forgets the computed id (tests). */
export function resetDeviceIdForTests(): void {
  deviceId = undefined;
  started = false;
}
