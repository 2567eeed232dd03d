// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHotelHtml, substituteNames } from '#app/shared/hotel/hotel-html.ts';

const names = { facilityName: 'Sakura Kyoto', brandName: 'Sakura Hotels' };

function render(html: string): HTMLDivElement {
  const holder = document.createElement('div');
  holder.innerHTML = sanitizeHotelHtml(html, names);
  return holder;
}

const ACTIVE_ATTRIBUTES = /^on|^style$|^formaction$|^srcdoc$/i;

const PAYLOADS = [
  '<script>window.__xss = 1</script>',
  '<img src=x onerror="window.__xss = 1">',
  '<svg onload="window.__xss = 1"><circle r="1"/></svg>',
  '<svg><script>window.__xss = 1</script></svg>',
  '<a href="javascript:window.__xss = 1">click</a>',
  '<a href="JaVaScRiPt:window.__xss=1">click</a>',
  '<a href="&#106;avascript:window.__xss=1">click</a>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<button formaction="javascript:window.__xss=1">go</button>',
  '<body onload="window.__xss=1">',
  '<details open ontoggle="window.__xss=1">x</details>',
  '<div style="background:url(javascript:window.__xss=1)">x</div>',
  '<style>@import "javascript:window.__xss=1";</style>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>"></noscript>',
  '<base href="javascript:/">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<input autofocus onfocus="window.__xss=1">',
  '<video><source onerror="window.__xss=1"></video>',
  '<a href="https://hotel.example/" onclick="window.__xss=1" target="_self" rel="opener">x</a>',
];

describe('sanitizeHotelHtml', () => {
  it.each(PAYLOADS)('leaves nothing that could run in %s', (payload) => {
    const holder = render(payload);
    expect(holder.querySelector('script, iframe, object, embed, form, input, button, style, base, meta, link')).toBeNull();
    for (const element of holder.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name).not.toMatch(ACTIVE_ATTRIBUTES);
        expect(attribute.value.replace(/\s/g, '').toLowerCase()).not.toContain('javascript:');
      }
    }
  });

  it('opens every link in a new tab without an opener, whatever the hotel wrote', () => {
    const holder = render(
      '<a href="https://hotel.example/a">A</a><a href="/b" target="_self" rel="opener">B</a><p><a href="mailto:x@hotel.example">C</a></p>',
    );
    const links = [...holder.querySelectorAll('a')];
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(links[0]?.getAttribute('href')).toBe('https://hotel.example/a');
  });

  it('keeps ordinary markup and substitutes the facility and brand names', () => {
    const holder = render('<div class="site"><strong>{facility_name}</strong> by {brand_name} <img src="/logo.png" alt="Logo"></div>');
    expect(holder.textContent).toBe('Sakura Kyoto by Sakura Hotels ');
    expect(holder.querySelector('img')?.getAttribute('alt')).toBe('Logo');
    expect(holder.querySelector('.site')).not.toBeNull();
  });

  it('substitutes names as text, so a name cannot inject markup', () => {
    const html = substituteNames('<p>{facility_name}</p>', { facilityName: '<img src=x onerror=alert(1)>', brandName: '' });
    expect(html).toBe('<p>&#60;img src=x onerror=alert(1)&#62;</p>');
    const holder = document.createElement('div');
    holder.innerHTML = sanitizeHotelHtml('<p>{facility_name}</p>', { facilityName: '<b>x</b>', brandName: '' });
    expect(holder.querySelector('b')).toBeNull();
    expect(holder.textContent).toBe('<b>x</b>');
  });
});
