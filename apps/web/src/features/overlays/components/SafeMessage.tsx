import { createElement, type ReactNode } from 'react';

/** Markup a message may keep; every attribute is dropped, so no link, style or handler survives. */
const KEPT_TAGS = new Set(['b', 'strong', 'i', 'em', 'u', 'br', 'p', 'ul', 'ol', 'li', 'span']);
/** Elements whose content is never text for a player. */
const DROPPED_TAGS = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'svg', 'math']);
/** Deeper nesting than any real message has is flattened to text. */
const DEPTH_MAX = 8;

function toReact(node: Node, key: string, depth: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const tag = (node as Element).tagName.toLowerCase();
  if (DROPPED_TAGS.has(tag)) return null;
  const children = Array.from(node.childNodes, (child, index) => toReact(child, `${key}.${index}`, depth + 1));
  if (!KEPT_TAGS.has(tag) || depth > DEPTH_MAX) return children;
  if (tag === 'br') return createElement('br', { key });
  return createElement(tag, { key }, ...children);
}

/**
 * A server-error message that may hold simple HTML (spec 8: "HTML message"), rendered without
 * ever injecting HTML: the text is parsed inertly (DOMParser runs no scripts and loads nothing)
 * and rebuilt as React elements from a short list of formatting tags without attributes.
 */
export function SafeMessage({ html, className }: { html: string; className?: string }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const content = Array.from(body.childNodes, (child, index) => toReact(child, String(index), 0));
  return <div className={className}>{content}</div>;
}
