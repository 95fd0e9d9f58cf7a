export { createServiceApp, type ServiceAppOptions, type TypedApp } from './create-service-app';
export {
  type Capability,
  type Endpoint,
  type LandingContent,
  type LandingTheme,
  renderDeveloperLandingPage,
} from './developer-landing-page';
export { installErrorHandler } from './error-handler';
export { type ErrorBody, errorBody, HttpError } from './errors';
export { escapeHtml } from './html';
export { listenForBrowsers } from './listen';
export { createLogger, type LogLevel, redactUrl } from './logger';
export {
  isLocalUrl,
  localAddressProblem,
  ProductionPreflightError,
  refuseUnsafeProduction,
} from './production-preflight';
export { exitOnShutdownSignal } from './shutdown';
export { type SignedRequest, signatureMatches, signedText, signRequest } from './signed-request';
