/**
 * A few lines of DOM construction so the clients need no framework:
 * `h('button', { type: 'button', onclick: pay }, 'Pay')`. Attributes whose value is false, null
 * or undefined are left out; `on…` keys with a function become event listeners.
 */
export type Child = Node | string | number | null | undefined | false;
export type Attributes = Record<string, unknown>;

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

function applyAttributes(element: Element, attributes: Attributes) {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    if (name.startsWith('on') && typeof value === 'function') {
      element.addEventListener(name.slice(2), value as EventListener);
    } else if (name === 'value' && 'value' in element) {
      (element as HTMLInputElement).value = String(value);
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

/**
 * Reports the document's height whenever it changes, so the merchant page can size the iframe
 * (APP_SET_HEIGHT, PIQ_LOOKUP_REPORT_HEIGHT). Equal heights are reported once.
 */
export function watchHeight(element: HTMLElement, report: (height: number) => void): () => void {
  let last = -1;
  const measure = () => {
    const height = Math.ceil(element.getBoundingClientRect().height);
    if (height !== last) {
      last = height;
      report(height);
    }
  };
  measure();
  if (typeof ResizeObserver !== 'function') return () => {};
  const observer = new ResizeObserver(measure);
  observer.observe(element);
  return () => observer.disconnect();
}
