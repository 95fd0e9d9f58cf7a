/**
 * A few lines of DOM construction so the clients need no framework: `h('button', { class: 'x',
 * onclick: fn, 'aria-label': 'Spin' }, 'Spin')`. Attributes whose value is false, null or
 * undefined are left out; `on…` keys with a function become event listeners.
 */
export type Child = Node | string | number | null | undefined | false;
export type Attributes = Record<string, unknown>;

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

function applyAttributes(element: Element, attributes: Attributes) {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    if (name.startsWith('on') && typeof value === 'function') {
      element.addEventListener(name.slice(2), value as EventListener);
    } else if (name === 'style' && typeof value === 'object') {
      for (const [property, styleValue] of Object.entries(value as Record<string, string>)) {
        (element as HTMLElement).style.setProperty(property, styleValue);
      }
    } else {
      element.setAttribute(name, value === true ? '' : String(value));
    }
  }
}

function appendChildren(element: Element, children: Child[]) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(typeof child === 'number' ? String(child) : child);
  }
}

export function h<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[Tag] {
  const element = document.createElement(tag);
  applyAttributes(element, attributes);
  appendChildren(element, children);
  return element;
}

export function s<Tag extends keyof SVGElementTagNameMap>(
  tag: Tag,
  attributes: Attributes = {},
  ...children: Child[]
): SVGElementTagNameMap[Tag] {
  const element = document.createElementNS(SVG_NAMESPACE, tag);
  applyAttributes(element, attributes);
  appendChildren(element, children);
  return element;
}

export function replaceChildren(element: Element, ...children: Child[]) {
  element.replaceChildren();
  appendChildren(element, children);
}

export function wait(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

/** Whether the player asked the system for less motion: animations then shorten to a blink. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
