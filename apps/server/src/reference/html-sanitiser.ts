import sanitizeHtml from 'sanitize-html';

/*
 * The one HTML policy of pages and banners. Content is written by operators and translators, not
 * by players, but it is shown on the site's own origin, so it may carry nothing that runs: no
 * scripts, styles, event handlers, frames, SVG or javascript: links. What remains is text markup,
 * links, images and layout blocks with ids (for scrollTo anchors) and classes (for the site's CSS).
 */

const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
  'strong',
  'em',
  'img',
  'section',
  'div',
  'span',
  'figure',
  'figcaption',
  'blockquote',
  'details',
  'summary',
  'hr',
  'br',
];

const BLOCK_ATTRIBUTES = ['id', 'class'];

const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  section: BLOCK_ATTRIBUTES,
  div: BLOCK_ATTRIBUTES,
  span: BLOCK_ATTRIBUTES,
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};

/** Elements dropped together with everything inside them, not just their tags. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'template',
  'title',
  'xmp',
];

/** The site replaces these with its address: `{{site_url}}` in pages, `{{siteUrl}}` in banners. */
const SITE_URL_PLACEHOLDERS = ['{{site_url}}', '{{siteUrl}}'];

const LINK_TARGETS = new Set(['_blank', '_self']);
const LINK_RELATIONS = new Set(['nofollow', 'noopener', 'noreferrer', 'sponsored', 'ugc', 'external']);
const PIXELS = /^\d{1,5}$/;

/**
 * A URL that starts with a placeholder must continue as a path of the site, so that no
 * replacement of the placeholder can turn it into another scheme or host.
 */
function placeholderIsWellPlaced(url: string): boolean {
  if (!url.trimStart().startsWith('{{')) return true;
  return SITE_URL_PLACEHOLDERS.some((placeholder) => {
    if (!url.startsWith(placeholder)) return false;
    const rest = url.slice(placeholder.length);
    return rest === '' || /^[/?#]/.test(rest);
  });
}

function transformLink(tagName: string, attribs: sanitizeHtml.Attributes) {
  const { target } = attribs;
  const relations = new Set(
    (attribs.rel ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter((token) => LINK_RELATIONS.has(token)),
  );
  // A page opened in a new tab must not get a handle on the site's window.
  if (target === '_blank') {
    relations.add('noopener');
    relations.add('noreferrer');
  }
  const result: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (name === 'href' && !placeholderIsWellPlaced(value)) continue;
    if (name === 'target' && !LINK_TARGETS.has(value)) continue;
    if (name !== 'rel') result[name] = value;
  }
  if (relations.size > 0) result.rel = [...relations].join(' ');
  return { tagName, attribs: result };
}

function transformImage(tagName: string, attribs: sanitizeHtml.Attributes) {
  const result: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (name === 'src' && !placeholderIsWellPlaced(value)) continue;
    if ((name === 'width' || name === 'height') && !PIXELS.test(value)) continue;
    result[name] = value;
  }
  return { tagName, attribs: result };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: ALLOWED_ATTRIBUTES,
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: { a: transformLink, img: transformImage },
  // An image whose source was refused shows nothing; drop it rather than leave an empty <img>.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The HTML of a page or banner as it may leave the server; sanitising it again is just as safe. */
export function sanitiseContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
