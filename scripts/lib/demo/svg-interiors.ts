import type { SimpleBody } from './catalogue-types.ts';
import { DARK, svgDocument } from './svg-document.ts';
import { SHAPES } from './svg-shapes.ts';

// "Interior" pictures: a dashboard for cars, a lounge for caravans, a tent for campers and the
// rider's view for motorcycles. One per body style; paint colour does not show inside.

const COMMERCIAL: readonly SimpleBody[] = ['Ute', 'Van', 'Cab Chassis'];

function dashboard(body: SimpleBody, thumb: boolean): string {
  const commercial = COMMERCIAL.includes(body);
  const trim = commercial ? '#3a3d40' : '#2d3136';
  const screenWidth = commercial ? 200 : 270;
  const sky = thumb ? '#cfe0ee' : 'url(#sky)';
  const detail = thumb
    ? ''
    : `<path d="M650 ${470}h${screenWidth - 60}M650 500h${screenWidth - 120}M650 530h${screenWidth - 90}" stroke="#3aa0d8" stroke-width="8" stroke-linecap="round"/>` +
      '<circle cx="340" cy="500" r="22" fill="none" stroke="#7fd3ff" stroke-width="5"/><circle cx="420" cy="500" r="22" fill="none" stroke="#7fd3ff" stroke-width="5"/>' +
      `<rect x="${620 + screenWidth + 40}" y="470" width="90" height="26" rx="8" fill="#1b1d20"/><rect x="510" y="470" width="90" height="26" rx="8" fill="#1b1d20"/>`;
  return (
    `<rect width="1200" height="800" fill="${sky}"/><path d="M380 430L820 430L1200 800H0Z" fill="#8d8a84"/>` +
    `<path d="M0 0H1200V70H0ZM0 0H190L70 560H0ZM1200 0H1010L1130 560H1200Z" fill="#3f444a"/>` +
    `<path d="M0 480Q600 380 1200 480V800H0Z" fill="${trim}"/>` +
    `<rect x="290" y="452" width="180" height="84" rx="14" fill="#0d1620"/>` +
    `<rect x="620" y="440" width="${screenWidth}" height="150" rx="14" fill="#0e1a26" stroke="#111" stroke-width="4"/>${detail}` +
    `<circle cx="380" cy="640" r="170" fill="none" stroke="#1b1d20" stroke-width="34"/>` +
    `<path d="M220 650H540M380 650V800" stroke="#1b1d20" stroke-width="30"/><circle cx="380" cy="650" r="50" fill="#1b1d20"/>`
  );
}

function lounge(thumb: boolean): string {
  const sky = thumb ? '#cfe0ee' : 'url(#sky)';
  return (
    '<rect width="1200" height="800" fill="#efe6d8"/><rect y="620" width="1200" height="180" fill="#b08b60"/>' +
    '<rect width="1200" height="150" fill="#c9a57a"/><path d="M0 150H1200" stroke="#8f6d48" stroke-width="6"/>' +
    `<rect x="380" y="210" width="440" height="180" rx="24" fill="${sky}" stroke="#d8cbb6" stroke-width="14"/>` +
    '<path d="M180 470H1020V600H180Z" fill="#5b6b7a"/><path d="M180 400H260V600H180ZM940 400H1020V600H940Z" fill="#4d5c6a"/>' +
    '<rect x="420" y="500" width="360" height="30" rx="6" fill="#d9c3a0"/><rect x="585" y="530" width="30" height="90" fill="#a58d66"/>' +
    (thumb
      ? ''
      : '<rect x="60" y="180" width="90" height="420" rx="8" fill="#e2d4bd" stroke="#c9b597" stroke-width="4"/><circle cx="130" cy="390" r="8" fill="#8f6d48"/>')
  );
}

function tent(thumb: boolean): string {
  return (
    '<rect width="1200" height="800" fill="#cdbb91"/><path d="M0 0H1200L1000 260H200Z" fill="#b9a57a"/>' +
    `<rect x="460" y="110" width="280" height="140" rx="10" fill="${thumb ? '#cfe0ee' : 'url(#sky)'}" stroke="#8a7a55" stroke-width="8"/>` +
    '<rect x="120" y="460" width="960" height="220" rx="20" fill="#e9e4da"/><rect x="120" y="520" width="960" height="160" rx="20" fill="#3d6b8a"/>' +
    '<rect x="220" y="470" width="240" height="70" rx="30" fill="#fff"/><rect x="740" y="470" width="240" height="70" rx="30" fill="#fff"/>' +
    (thumb ? '' : '<path d="M200 260V800M1000 260V800" stroke="#8a7a55" stroke-width="10"/>')
  );
}

function cockpit(thumb: boolean): string {
  return (
    `<rect width="1200" height="800" fill="${thumb ? '#cfe0ee' : 'url(#sky)'}"/><rect y="380" width="1200" height="420" fill="#a9a496"/>` +
    '<path d="M540 380H660L1000 800H200Z" fill="#6e6d6a"/>' +
    (thumb ? '' : '<path d="M596 420V470M600 540V620" stroke="#f1f1ec" stroke-width="10"/>') +
    `<path d="M60 560Q300 470 520 520M1140 560Q900 470 680 520" stroke="${DARK}" stroke-width="36" stroke-linecap="round" fill="none"/>` +
    `<rect x="500" y="480" width="200" height="120" rx="18" fill="#0e1a26" stroke="${DARK}" stroke-width="8"/>` +
    `<path d="M420 640Q600 560 780 640V800H420Z" fill="${DARK}"/>` +
    `<circle cx="170" cy="330" r="44" fill="#9aa1a8" stroke="${DARK}" stroke-width="8"/><circle cx="1030" cy="330" r="44" fill="#9aa1a8" stroke="${DARK}" stroke-width="8"/>`
  );
}

export function interiorView(body: SimpleBody, title: string, thumb: boolean): string {
  const kind = SHAPES[body].kind;
  const content = kind === 'caravan' ? lounge(thumb) : kind === 'camper' ? tent(thumb) : kind === 'motorcycle' ? cockpit(thumb) : dashboard(body, thumb);
  return svgDocument(title, content, thumb);
}
