import { s } from './dom';

/** Inline line icons (24×24, stroke = currentColor) for the shell's buttons. */
const PATHS = {
  soundOn: 'M4 9h4l5-4v14l-5-4H4z M16 9a4 4 0 0 1 0 6 M18.5 6.5a8 8 0 0 1 0 11',
  soundOff: 'M4 9h4l5-4v14l-5-4H4z M17 9l5 6 M22 9l-5 6',
  rules: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18 M12 11v6 M12 7.5v.5',
  history: 'M4 12a8 8 0 1 0 2.3-5.6 M4 4v4h4 M12 8v4l3 2',
  close: 'M6 6l12 12 M18 6L6 18',
  minus: 'M6 12h12',
  plus: 'M6 12h12 M12 6v12',
  undo: 'M9 7L4 12l5 5 M4 12h11a5 5 0 0 1 0 10h-2',
  clear: 'M5 7h14 M10 7V4h4v3 M7 7l1 13h8l1-13',
  repeat: 'M4 11V9a4 4 0 0 1 4-4h11 M16 2l3 3-3 3 M20 13v2a4 4 0 0 1-4 4H5 M8 22l-3-3 3-3',
  alert: 'M12 3l10 18H2z M12 10v5 M12 18v.5',
  people: 'M9 11a4 4 0 1 0 0-8a4 4 0 1 0 0 8 M2 21a7 7 0 0 1 14 0 M16 3.5a4 4 0 0 1 0 7.5 M18 14a6 6 0 0 1 4 7',
} as const;

export type IconName = keyof typeof PATHS;

export function icon(name: IconName): SVGSVGElement {
  return s(
    'svg',
    {
      viewBox: '0 0 24 24',
      class: 'vg-icon',
      'aria-hidden': 'true',
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': 2,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    },
    s('path', { d: PATHS[name] }),
  );
}
