/**
 * Every message between the merchant page and our iframes is `{ eventType, payload? }` sent with
 * postMessage (contracts/payments.md section 4). Some hosts send it as a JSON string, which the
 * real bootstrapper also accepts, so reading takes both.
 */
export type PostedMessage = { eventType: string; payload?: unknown };

export function readPostedMessage(data: unknown): PostedMessage | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const { eventType, payload } = value as { eventType?: unknown; payload?: unknown };
  if (typeof eventType !== 'string' || eventType.length === 0) return null;
  return payload === undefined ? { eventType } : { eventType, payload };
}

/** The origin of the merchant page (`attributes.hostUri`), or null when it is not an http(s) origin. */
export function originOf(uri: string | null | undefined): string | null {
  if (!uri) return null;
  try {
    const url = new URL(uri);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Posts to the parent window at the merchant's origin; nothing is posted without one (a stand-alone tab). */
export function createParentPoster(target: Window | null, hostOrigin: string | null) {
  return (message: PostedMessage) => {
    if (!target || !hostOrigin) return;
    target.postMessage(message, hostOrigin);
  };
}
