/*
 * The language dropdown's national flags: simplified drawings on a 30 × 20 grid, in their own
 * colours (artwork, not design tokens). They are static files, public/media/flags/<code>.svg,
 * rather than inline SVG components: as components every first load's JavaScript carried all
 * nineteen drawings to show one; as files the browser fetches the one it shows, when it shows it.
 */

/** Where the flag of a country (ISO 3166-1 alpha-2, as in LANGUAGE_INFO) is served. */
export function flagUrl(code: string): string {
  return `/media/flags/${code.toLowerCase()}.svg`;
}

/** A country's flag; decorative (empty alt), the label beside it says the language. Sized by its box, so nothing shifts when it arrives. */
export function Flag({ code, className }: { code: string; className?: string }) {
  return (
    <img
      className={className}
      src={flagUrl(code)}
      alt=""
      width="24"
      height="16"
      loading="lazy"
      decoding="async"
      data-flag={code}
    />
  );
}
