import { localeOf } from '../../../lib/i18n/format';
import type { SiteLanguage } from '../../../lib/i18n/languages';

/**
 * A theoretical RTP in basis points (9612) as a percentage in the edition's locale ("96,12 %").
 * The fraction goes to Intl as a decimal string, so no binary rounding touches it.
 */
export function formatRtp(rtpBasisPoints: number, language: SiteLanguage): string {
  const basisPoints = Math.max(0, Math.trunc(rtpBasisPoints));
  const whole = Math.floor(basisPoints / 10_000);
  const fraction = String(basisPoints % 10_000).padStart(4, '0');
  const formatter = new Intl.NumberFormat(localeOf(language), {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return formatter.format(`${whole}.${fraction}` as unknown as number);
}
