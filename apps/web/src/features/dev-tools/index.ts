export function DevCountryPanel() {
  return null;
}
