/*
 * The site's frame (spec part 2, sections 2.3, 2.7 and 2.12): header with the side menu, footer,
 * and the mobile footer nav. The app shell mounts all three.
 */
export { Footer } from './components/Footer';
export { Header } from './components/Header';
export { MobileFooterNav } from './components/MobileFooterNav';
