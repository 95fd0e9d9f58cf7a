export { createServiceApp, type ServiceAppOptions, type TypedApp } from './create-service-app';
export { installErrorHandler } from './error-handler';
export { type ErrorBody, errorBody, HttpError } from './errors';
export { createLogger, type LogLevel, redactUrl } from './logger';
export { exitOnShutdownSignal } from './shutdown';
