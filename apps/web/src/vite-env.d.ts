/** The catalogues' version hash, defined by build/locales-plugin.ts. */
declare const __LOCALES_VERSION__: string;
