import type { Paint } from './paint.ts';
import { DARK, TYRE, backdrop, glassFill, n, svgDocument, wheel } from './svg-document.ts';
import type { BodyShape } from './svg-shapes.ts';

// Exterior scenes built from one side-view outline: the side view itself, front and rear 3/4 views
// (the side squeezed, plus an end face), and the frames of a 360 spin.

const FACE_WIDTH = 230;
const ratio = (value: number) => String(Math.round(value * 1000) / 1000);
const SQUEEZE = 0.74;

/** The car seen side-on, without backdrop. */
export function sideParts(shape: BodyShape, paint: Paint, thumb: boolean): string {
  const wheels = shape.wheels.map((x) => wheel(x, shape.wheelY, shape.wheelR, thumb)).join('');
  const shade = thumb ? '' : `<path d="${shape.body}" fill="url(#shade)"/>`;
  const glass = shape.windows ? `<path d="${shape.windows}" fill="${glassFill(thumb)}"/>` : '';
  const pillars = thumb
    ? ''
    : shape.pillars.map((x) => `<rect x="${x}" y="${shape.roof}" width="12" height="${shape.belt - shape.roof}" fill="${paint.hex}"/>`).join('');
  const body = `<path d="${shape.body}" fill="${paint.hex}" stroke="#000" stroke-opacity=".25" stroke-width="3"/>${shade}${glass}${pillars}${thumb ? '' : shape.extra}`;
  return shape.kind === 'motorcycle' ? wheels + body + (thumb ? shape.extra : '') : body + wheels;
}

/** The nose or tail seen head-on, drawn FACE_WIDTH wide from x = 0; callers scale and place it. */
function face(shape: BodyShape, paint: Paint, end: 'front' | 'rear', thumb: boolean): string {
  const w = FACE_WIDTH;
  const top = shape.kind === 'caravan' ? shape.roof : shape.belt;
  const bottom = shape.kind === 'car' ? 600 : 590;
  const lampFill = end === 'front' ? '#f4f0d2' : '#c81e24';
  const parts: string[] = [];
  if (shape.kind === 'car' && shape.windows) {
    // Convertibles (no windows) show no cabin above the beltline.
    parts.push(`<path d="M16 ${top}H${w - 16}L${w - 46} ${shape.roof + 14}H46Z" fill="${glassFill(thumb)}"/>`);
    parts.push(`<rect x="42" y="${shape.roof}" width="${w - 84}" height="16" rx="6" fill="${paint.hex}"/>`);
  }
  if (shape.kind === 'camper') parts.push(`<rect x="10" y="${shape.roof}" width="${w - 20}" height="${top - shape.roof}" rx="12" fill="#b9a57a"/>`);
  parts.push(`<rect y="${top}" width="${w}" height="${bottom - top}" rx="18" fill="${paint.hex}" stroke="#000" stroke-opacity=".25" stroke-width="3"/>`);
  parts.push(`<rect y="${top}" width="${w}" height="${bottom - top}" rx="18" fill="#000" fill-opacity=".1"/>`);
  if (shape.kind === 'caravan') parts.push(`<rect x="30" y="${top + 80}" width="${w - 60}" height="80" rx="8" fill="${glassFill(thumb)}"/>`);
  const lampY = shape.kind === 'caravan' ? bottom - 120 : top + 20;
  parts.push(
    `<rect x="14" y="${lampY}" width="56" height="20" rx="8" fill="${lampFill}"/><rect x="${w - 70}" y="${lampY}" width="56" height="20" rx="8" fill="${lampFill}"/>`,
  );
  if (end === 'front' && shape.kind === 'car')
    parts.push(`<rect x="60" y="${n(top + (bottom - top) * 0.42)}" width="${w - 120}" height="38" rx="10" fill="${DARK}"/>`);
  if (!thumb) parts.push(`<rect x="${w / 2 - 38}" y="${bottom - 44}" width="76" height="22" rx="3" fill="#fff" stroke="${DARK}" stroke-width="2"/>`);
  if (shape.kind === 'car')
    parts.push(
      `<rect x="12" y="${bottom - 24}" width="40" height="76" rx="12" fill="${TYRE}"/><rect x="${w - 52}" y="${bottom - 24}" width="40" height="76" rx="12" fill="${TYRE}"/>`,
    );
  else if (end === 'front') parts.push(`<path d="M20 ${bottom - 30}L${w / 2} 640L${w - 20} ${bottom - 30}" fill="none" stroke="${DARK}" stroke-width="9"/>`);
  return parts.join('');
}

/**
 * Places the squeezed side and an end face, then centres the pair.
 * `scaleX` may be negative (the car turned past side-on); `faceWidth` 0 hides the face.
 */
function compose(shape: BodyShape, paint: Paint, scaleX: number, end: 'front' | 'rear', faceWidth: number, thumb: boolean): string {
  const at = (x: number) => 600 + scaleX * (x - 600);
  const endX = at(end === 'front' ? shape.front : shape.rear);
  const faceX = endX >= 600 ? endX - 8 : endX - faceWidth + 8;
  const xs = [at(shape.front), at(shape.rear), ...(faceWidth > 0 ? [faceX, faceX + faceWidth] : [])];
  const shift = 600 - (Math.min(...xs) + Math.max(...xs)) / 2;
  const side = `<g transform="translate(${n(600 + shift)} 0) scale(${ratio(scaleX)} 1) translate(-600 0)">${sideParts(shape, paint, thumb)}</g>`;
  const endFace =
    faceWidth > 0 ? `<g transform="translate(${n(faceX + shift)} 0) scale(${ratio(faceWidth / FACE_WIDTH)} 1)">${face(shape, paint, end, thumb)}</g>` : '';
  const span = Math.max(...xs) - Math.min(...xs);
  return backdrop(thumb, { cx: 600, rx: span / 2 + 20 }) + side + endFace;
}

function motorcycleTurn(shape: BodyShape, paint: Paint, end: 'front' | 'rear', thumb: boolean): string {
  const flip = end === 'rear' ? 'translate(1200 0) scale(-1 1) ' : '';
  const tailLamp = end === 'rear' && !thumb ? '<circle cx="338" cy="394" r="13" fill="#c81e24"/>' : '';
  return `${backdrop(thumb)}<g transform="${flip}translate(90 30) scale(.85 .95)">${sideParts(shape, paint, thumb)}${tailLamp}</g>`;
}

export function sideView(shape: BodyShape, paint: Paint, title: string, thumb: boolean): string {
  return svgDocument(title, backdrop(thumb) + sideParts(shape, paint, thumb), thumb);
}

export function threeQuarterView(shape: BodyShape, paint: Paint, end: 'front' | 'rear', title: string, thumb: boolean): string {
  const content =
    shape.kind === 'motorcycle'
      ? motorcycleTurn(shape, paint, end, thumb)
      : compose(shape, paint, end === 'front' ? SQUEEZE : -SQUEEZE, end, FACE_WIDTH, thumb);
  return svgDocument(title, content, thumb);
}

/** Frame `frame` of 24: the car turns 15 degrees per frame, nose toward the viewer at frame 6. */
export function spinFrame(shape: BodyShape, paint: Paint, frame: number, title: string): string {
  const angle = (frame * 15 * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const scaleX = cos >= 0 ? Math.max(cos, 0.18) : Math.min(cos, -0.18);
  const faceWidth = Math.abs(sin) < 0.05 ? 0 : FACE_WIDTH * Math.abs(sin);
  return svgDocument(title, compose(shape, paint, scaleX, sin >= 0 ? 'front' : 'rear', faceWidth, false), false);
}
