import { createLogger, type Logger } from 'vite';

/**
 * Vite's notice when CSS reaches its url rewriting without a file name. CSS modules' `composes:
 * x from './file.css'` always does (postcss-modules parses the composed file without `from`), so
 * every build printed it: a warning no one working on the site can act on. Its concern, a url()
 * in the composed file resolved against the wrong folder, cannot arise while composed files have
 * no url() (build/build-logger.test.ts checks every one).
 */
export const COMPOSES_WITHOUT_FROM_NOTICE = 'did not pass the `from` option to `postcss.parse`';

/** Vite's logger for the site's builds, without the composes notice; every other message as Vite prints it. */
export function siteBuildLogger(base: Logger = createLogger()): Logger {
  const warnOnce = base.warnOnce.bind(base);
  return {
    ...base,
    warnOnce: (message, options) => {
      if (message.includes(COMPOSES_WITHOUT_FROM_NOTICE)) return;
      warnOnce(message, options);
    },
  };
}
