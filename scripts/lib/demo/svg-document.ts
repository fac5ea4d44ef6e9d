// The frame every demo SVG shares: a 1200 x 800 scene (300 x 200 for thumbnails) with a <title>,
// a sky-and-ground backdrop and a soft shadow. Thumbnails drop gradients to stay tiny.
import { escapeXml } from '#src/domain/escape.ts';

export const DARK = '#262a2f';
export const TYRE = '#1d1f22';

/** One decimal place: short files, and identical output on every platform. */
export const n = (value: number) => String(Math.round(value * 10) / 10);

const FULL_DEFS =
  '<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a9cbe8"/><stop offset="1" stop-color="#eef4f8"/></linearGradient>' +
  '<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9d3c5"/><stop offset="1" stop-color="#aea796"/></linearGradient>' +
  '<linearGradient id="glass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6d8294"/><stop offset="1" stop-color="#26313b"/></linearGradient>' +
  '<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset=".45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".22"/></linearGradient>';

/** Fill for glass: a gradient in full images, flat in thumbnails. */
export const glassFill = (thumb: boolean) => (thumb ? '#3b4855' : 'url(#glass)');

export function backdrop(thumb: boolean, shadow: { cx: number; rx: number } | null = { cx: 600, rx: 470 }): string {
  const sky = thumb ? '#cfe0ee' : 'url(#sky)';
  const ground = thumb ? '#c9c2b2' : 'url(#ground)';
  const shade = shadow && !thumb ? `<ellipse cx="${n(shadow.cx)}" cy="660" rx="${n(shadow.rx)}" ry="26" fill="#000" fill-opacity=".18"/>` : '';
  return `<rect width="1200" height="640" fill="${sky}"/><rect y="640" width="1200" height="160" fill="${ground}"/>${shade}`;
}

export function svgDocument(title: string, content: string, thumb: boolean): string {
  const size = thumb ? 'width="300" height="200"' : 'width="1200" height="800"';
  const defs = thumb ? '' : `<defs>${FULL_DEFS}</defs>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" ${size} viewBox="0 0 1200 800" role="img"><title>${escapeXml(title)}</title>${defs}${content}</svg>\n`;
}

export function wheel(cx: number, cy: number, r: number, thumb: boolean): string {
  const hub = thumb ? '' : `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.2)}" fill="#5c636a"/>`;
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${TYRE}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.58)}" fill="#9aa1a8"/>${hub}`;
}
