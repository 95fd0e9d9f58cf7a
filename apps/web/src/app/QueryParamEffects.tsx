/** Replaced by the handling of the query parameters of spec 2.2. */
export function QueryParamEffects() {
  return null;
}
