/*
 * The content feature: the home page (guest, player, landing page), the promotions page and the
 * static info pages with the contact form. The app's route table imports these lazily.
 */
export { HomePage } from './pages/HomePage';
export { PromotionsPage, StaticPage } from './pages/lazy-pages';
