export function Header() {
  return null;
}
export function Footer() {
  return null;
}
export function MobileFooterNav() {
  return null;
}
