import DOMPurify from 'dompurify';
import { escapeHtml } from '#domain/rules/html-text.ts';

// Hotels may set their own header and footer HTML (document 1 section 2). It is the hotel's content, not ours:
// nothing in it may run (scripts, handlers, javascript: links, frames, forms) or restyle the app (style
// elements and attributes), and every link leaves in a new tab without an opener.
const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'link'];

/**
 * Every element that navigates when followed: HTML <a> and <area> (image maps), and SVG <a> (href or xlink:href),
 * whose nodeName is lower case. Matched by lower-cased name so none of them keeps the app's frame as its target.
 */
const LINK_ELEMENTS = new Set(['a', 'area']);

type Names = { facilityName: string; brandName: string };

/** "Header placeholders for facility name and brand name are substituted", as text: a name cannot inject markup. */
export function substituteNames(html: string, { facilityName, brandName }: Names): string {
  return html.replaceAll('{facility_name}', escapeHtml(facilityName)).replaceAll('{brand_name}', escapeHtml(brandName));
}

/** The hotel's HTML, safe to set as innerHTML: placeholders filled, anything active removed, links opened apart. */
export function sanitizeHotelHtml(html: string, names: Names): string {
  // A private instance: the link hook must not leak into any other use of DOMPurify.
  const purify = DOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (LINK_ELEMENTS.has(node.nodeName.toLowerCase())) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purify.sanitize(substituteNames(html, names), {
    FORBID_TAGS,
    FORBID_ATTR: ['style', 'target', 'rel', 'srcset', 'formaction', 'action'],
    ALLOW_DATA_ATTR: false,
  });
}
