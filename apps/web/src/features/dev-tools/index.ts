/** Tools for people building and testing Vauhti; shown only where the platform enables dev tools. */
export { DevCountryPanel } from './components/DevCountryPanel';
