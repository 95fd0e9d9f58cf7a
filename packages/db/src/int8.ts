/**
 * PostgreSQL bigint columns (money in minor units, ids, counts) arrive as text. Both engines parse
 * them to a JavaScript number, and refuse any value that a double cannot hold exactly, so no
 * amount is ever rounded silently.
 */
export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`bigint value ${text} is outside the safe integer range`);
  }
  return value;
}

export const INT8_TYPE_OID = 20;
