// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHotelHtml } from '#app/shared/hotel/hotel-html.ts';

// Issue 13: a hotel's header or footer HTML may link from SVG <a> (href or xlink:href) and from image-map <area>
// elements as well as from <a>. Each of those links opened in the app's own frame with an opener, so the linked
// page could navigate the booking frame (reverse tabnabbing); a javascript: URL in them must not survive either.

const names = { facilityName: 'Sakura Kyoto', brandName: 'Sakura Hotels' };
const XLINK = 'http://www.w3.org/1999/xlink';

function render(html: string): HTMLDivElement {
  const holder = document.createElement('div');
  holder.innerHTML = sanitizeHotelHtml(html, names);
  return holder;
}

function linkOf(holder: HTMLElement, selector: string): Element {
  const link = holder.querySelector(selector);
  if (!link) throw new Error(`${selector} was removed`);
  return link;
}

function expectNewTabWithoutOpener(link: Element): void {
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
}

describe('links in hotel HTML other than <a> (issue 13)', () => {
  it('opens an SVG <a> with href in a new tab without opener, whatever target the hotel wrote', () => {
    const holder = render('<svg><a href="https://hotel.example/map" target="_top"><text>Map</text></a></svg>');
    const link = linkOf(holder, 'svg a');
    expect(link.getAttribute('href')).toBe('https://hotel.example/map');
    expectNewTabWithoutOpener(link);
  });

  it('opens an SVG <a> with xlink:href in a new tab without opener', () => {
    const holder = render(`<svg xmlns:xlink="${XLINK}"><a xlink:href="https://hotel.example/access"><text>Access</text></a></svg>`);
    const link = linkOf(holder, 'svg a');
    expect(link.getAttributeNS(XLINK, 'href') ?? link.getAttribute('xlink:href')).toBe('https://hotel.example/access');
    expectNewTabWithoutOpener(link);
  });

  it('opens an image-map <area> in a new tab without opener', () => {
    const holder = render(
      '<map name="m"><area shape="rect" coords="0,0,10,10" href="https://hotel.example/spa" target="_parent" alt="Spa"></map><img usemap="#m" src="https://hotel.example/m.png" alt="">',
    );
    const area = linkOf(holder, 'area');
    expect(area.getAttribute('href')).toBe('https://hotel.example/spa');
    expectNewTabWithoutOpener(area);
  });

  it.each([
    ['SVG <a> href', '<svg><a href="javascript:parent.__xss=1"><text>x</text></a></svg>'],
    ['SVG <a> xlink:href', `<svg xmlns:xlink="${XLINK}"><a xlink:href="javascript:parent.__xss=1"><text>x</text></a></svg>`],
    ['SVG <a> xlink:href, mixed case and entities', `<svg xmlns:xlink="${XLINK}"><a xlink:href="&#106;aVaScRiPt:parent.__xss=1"><text>x</text></a></svg>`],
    ['<area> href', '<map name="m"><area href="javascript:parent.__xss=1" alt="x"></map>'],
  ])('drops a javascript: URL from an %s', (_, html) => {
    const holder = render(html);
    for (const element of holder.querySelectorAll('*')) {
      for (const attribute of element.attributes) expect(attribute.value.toLowerCase()).not.toContain('javascript:');
    }
  });
});
