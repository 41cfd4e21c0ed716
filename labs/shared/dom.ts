/** Tiny DOM helpers: the bench needs no framework. Text goes in as text, never as HTML. */

type Attrs = Record<string, string | number | boolean | undefined>;
type Child = Node | string;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  children: Child[] = [],
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  setAttrs(element, attrs);
  element.append(...children);
  return element;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

export function s(tag: string, attrs: Attrs = {}, children: Child[] = []): SVGElement {
  const element = document.createElementNS(SVG_NS, tag);
  setAttrs(element, attrs);
  element.append(...children);
  return element;
}

export function setAttrs(element: Element, attrs: Attrs): void {
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) element.removeAttribute(name);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
}
