import { s } from '../shared/dom';

/*
 * Method logos drawn in SVG, so the cashier loads no images: brand-coloured badges with the
 * brand's word mark, and the two card schemes' own shapes. Unknown names get a neutral badge.
 */

type Badge = { background: string; foreground: string; text: string };

const BADGES: Record<string, Badge> = {
  visa: { background: '#1a1f71', foreground: '#ffffff', text: 'VISA' },
  maestro: { background: '#0099df', foreground: '#ffffff', text: 'Maestro' },
  trustly: { background: '#0ee06e', foreground: '#0b2b1a', text: 'Trustly' },
  zimpler: { background: '#1c1c3c', foreground: '#f8e71c', text: 'Zimpler' },
  brite: { background: '#13153b', foreground: '#ffffff', text: 'Brite' },
  briteplay: { background: '#13153b', foreground: '#ffffff', text: 'Brite' },
  skrill: { background: '#811e68', foreground: '#ffffff', text: 'Skrill' },
  neteller: { background: '#83ba3b', foreground: '#ffffff', text: 'NETELLER' },
  ideal: { background: '#cc0066', foreground: '#ffffff', text: 'iDEAL' },
  sofort: { background: '#ef809f', foreground: '#ffffff', text: 'SOFORT' },
  klarna: { background: '#ffb3c7', foreground: '#17120f', text: 'Klarna' },
  wire: { background: '#34495e', foreground: '#ffffff', text: 'BANK' },
  wiretransfer: { background: '#34495e', foreground: '#ffffff', text: 'BANK' },
  bank: { background: '#34495e', foreground: '#ffffff', text: 'BANK' },
  rapidtransfer: { background: '#5a2ca0', foreground: '#ffffff', text: 'Rapid' },
  rapid: { background: '#5a2ca0', foreground: '#ffffff', text: 'Rapid' },
  venuspoint: { background: '#e4007f', foreground: '#ffffff', text: 'VenusPoint' },
  ecopayz: { background: '#2aa8de', foreground: '#ffffff', text: 'ecoPayz' },
  paymentiq: { background: '#0f3d56', foreground: '#ffffff', text: 'PIQ' },
};

function normalise(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** One logo, 48 x 30, hidden from assistive technology (the method's name is next to it). */
export function methodLogo(name: string): SVGSVGElement {
  const key = normalise(name);
  if (key === 'mastercard' || key === 'mc') return mastercard();
  const badge = BADGES[key] ?? { background: '#e8ebf0', foreground: '#334155', text: name.slice(0, 8).toUpperCase() };
  const fontSize = badge.text.length > 7 ? 8 : badge.text.length > 4 ? 10 : 12;
  return s(
    'svg',
    { viewBox: '0 0 48 30', width: 48, height: 30, 'aria-hidden': 'true', focusable: 'false', class: 'logo' },
    s('rect', { width: 48, height: 30, rx: 5, fill: badge.background }),
    s(
      'text',
      {
        x: 24,
        y: 19,
        'text-anchor': 'middle',
        'font-family': 'system-ui, sans-serif',
        'font-weight': 700,
        'font-size': fontSize,
        fill: badge.foreground,
      },
      badge.text,
    ),
  );
}

function mastercard(): SVGSVGElement {
  return s(
    'svg',
    { viewBox: '0 0 48 30', width: 48, height: 30, 'aria-hidden': 'true', focusable: 'false', class: 'logo' },
    s('rect', { width: 48, height: 30, rx: 5, fill: '#1d1d1f' }),
    s('circle', { cx: 19, cy: 15, r: 9, fill: '#eb001b' }),
    s('circle', { cx: 29, cy: 15, r: 9, fill: '#f79e1b', 'fill-opacity': 0.9 }),
  );
}

/** The method's logos side by side (a card method shows both schemes). */
export function methodLogos(icons: readonly string[], fallback: string): SVGSVGElement[] {
  const names = icons.length > 0 ? icons.slice(0, 3) : [fallback];
  return names.map(methodLogo);
}
