import type { SimpleBody } from './catalogue-types.ts';

// Side-view outlines of each body style on a 1200 x 800 canvas, nose pointing right, sills at y~600.
// Paths are hand-drawn once here; svg-views.ts reuses them for every colour and view.

export type ShapeKind = 'car' | 'caravan' | 'camper' | 'motorcycle';

export type BodyShape = {
  kind: ShapeKind;
  /** Painted outline (for a motorcycle: the tank and tail). */
  body: string;
  windows: string | null;
  /** x of B/C pillars drawn over the glass. */
  pillars: number[];
  wheels: number[];
  wheelR: number;
  wheelY: number;
  /** Nose and tail x, beltline and roof y: where the 3/4 views attach the end face. */
  front: number;
  rear: number;
  belt: number;
  roof: number;
  /** Unpainted parts (trays, A-frames, bike frames), as raw SVG. */
  extra: string;
};

const DARK = '#262a2f';
const car = (s: Omit<BodyShape, 'kind' | 'extra' | 'wheelY'> & { extra?: string; wheelY?: number }): BodyShape => ({
  kind: 'car',
  extra: '',
  wheelY: 600,
  ...s,
});

export const SHAPES: Record<SimpleBody, BodyShape> = {
  Sedan: car({
    body: 'M150 600L150 530Q152 492 196 484L330 474Q388 468 430 440L525 368Q545 352 590 350L730 350Q768 352 796 374L880 440Q902 454 962 462L1028 474Q1052 484 1052 526L1052 600Z',
    windows: 'M446 442L535 376Q550 366 590 365L715 365Q748 367 772 386L850 442Z',
    pillars: [642],
    wheels: [300, 900],
    wheelR: 58,
    front: 1052,
    rear: 150,
    belt: 462,
    roof: 350,
  }),
  Hatch: car({
    body: 'M220 600L220 470Q222 418 252 398L334 352Q356 340 396 338L690 338Q732 340 762 364L852 432Q874 446 934 454L986 466Q1004 476 1004 516L1004 600Z',
    windows: 'M262 436L264 410Q268 392 288 382L342 356Q358 352 396 352L680 352Q716 354 742 374L820 436Z',
    pillars: [520],
    wheels: [340, 870],
    wheelR: 58,
    front: 1004,
    rear: 220,
    belt: 452,
    roof: 338,
  }),
  SUV: car({
    body: 'M170 598L172 420Q176 330 232 316L300 300Q322 292 362 292L702 292Q742 294 772 322L862 402Q882 416 952 426L1022 440Q1044 450 1044 502L1044 598Z',
    windows: 'M214 410L220 346Q226 318 262 312L362 306L700 306Q734 308 758 330L832 404Z',
    pillars: [420, 600],
    wheels: [310, 905],
    wheelR: 66,
    wheelY: 594,
    front: 1044,
    rear: 170,
    belt: 426,
    roof: 292,
  }),
  Wagon: car({
    body: 'M150 600L152 446Q156 384 202 364L262 348Q284 340 322 340L722 340Q762 342 792 364L880 436Q902 450 962 458L1030 472Q1052 482 1052 524L1052 600Z',
    windows: 'M196 438L200 386Q206 362 246 356L322 354L720 354Q752 356 776 376L850 438Z',
    pillars: [420, 640],
    wheels: [300, 900],
    wheelR: 58,
    front: 1052,
    rear: 150,
    belt: 458,
    roof: 340,
  }),
  Coupe: car({
    body: 'M170 600L172 522Q176 496 222 488L332 478Q402 468 462 420L542 372Q572 360 622 360L682 362Q724 366 762 392L862 450Q892 462 962 468L1030 480Q1050 490 1048 526L1048 600Z',
    windows: 'M480 430L548 384Q574 374 622 374L680 376Q712 380 740 398L818 446Z',
    pillars: [650],
    wheels: [310, 905],
    wheelR: 56,
    front: 1048,
    rear: 170,
    belt: 470,
    roof: 360,
  }),
  Convertible: car({
    body: 'M180 600L182 520Q186 494 230 490L460 484L740 470L862 460Q900 462 962 470L1026 482Q1046 492 1044 528L1044 600Z',
    windows: null,
    pillars: [],
    wheels: [315, 900],
    wheelR: 56,
    front: 1044,
    rear: 180,
    belt: 478,
    roof: 404,
    extra: `<path d="M744 470L690 404" stroke="${DARK}" stroke-width="10" stroke-linecap="round"/><rect x="548" y="424" width="34" height="56" rx="12" fill="${DARK}"/><rect x="440" y="432" width="34" height="52" rx="12" fill="${DARK}"/>`,
  }),
  Ute: car({
    body: 'M150 598L150 440L532 440L536 338Q540 302 578 298L742 298Q772 300 792 322L872 402Q888 414 952 422L1030 436Q1052 446 1052 500L1052 598Z',
    windows: 'M556 420L560 340Q564 314 590 312L738 312Q762 314 778 332L844 408L848 420Z',
    pillars: [690],
    wheels: [300, 910],
    wheelR: 64,
    wheelY: 596,
    front: 1052,
    rear: 150,
    belt: 422,
    roof: 298,
    extra: `<path d="M150 456H532M520 440V592" stroke="${DARK}" stroke-opacity=".35" stroke-width="4" fill="none"/>`,
  }),
  'Cab Chassis': car({
    body: 'M640 598L640 330Q644 300 680 298L770 298Q796 300 814 322L880 402Q894 414 956 422L1030 436Q1052 446 1052 500L1052 598Z',
    windows: 'M660 416L664 336Q668 314 690 312L766 312Q786 314 800 334L854 408L856 416Z',
    pillars: [],
    wheels: [300, 910],
    wheelR: 64,
    wheelY: 596,
    front: 1052,
    rear: 150,
    belt: 422,
    roof: 298,
    extra: `<rect x="170" y="520" width="470" height="28" fill="${DARK}"/><rect x="150" y="452" width="470" height="30" fill="#c9ced3"/><rect x="150" y="420" width="470" height="32" fill="#dde1e5" stroke="#a9afb5" stroke-width="3"/><path d="M606 452V330h20v122" fill="#c9ced3" stroke="#a9afb5" stroke-width="3"/>`,
  }),
  Van: car({
    body: 'M140 598L140 238Q142 212 172 210L782 210Q812 212 832 240L922 380Q934 396 992 410L1042 424Q1062 438 1062 500L1062 598Z',
    windows: 'M790 232Q808 232 820 250L900 384L790 384Z',
    pillars: [],
    wheels: [290, 925],
    wheelR: 60,
    front: 1062,
    rear: 140,
    belt: 410,
    roof: 210,
    extra: `<path d="M470 230V590M700 230V590" stroke="${DARK}" stroke-opacity=".3" stroke-width="4"/>`,
  }),
  'People Mover': car({
    body: 'M150 598L150 340Q152 300 192 290L300 280L722 280Q772 282 802 310L902 410Q918 424 982 434L1040 450Q1056 462 1056 510L1056 598Z',
    windows: 'M196 400L200 330Q206 300 240 296L300 294L720 294Q756 296 780 318L870 404Z',
    pillars: [420, 620],
    wheels: [300, 915],
    wheelR: 60,
    front: 1056,
    rear: 150,
    belt: 430,
    roof: 280,
    extra: `<path d="M430 404V590M620 404V590" stroke="${DARK}" stroke-opacity=".3" stroke-width="4"/>`,
  }),
  Caravan: {
    kind: 'caravan',
    body: 'M170 590L170 250Q170 200 230 196L900 196Q958 200 966 260L980 540Q982 590 940 590Z',
    windows: 'M250 290h170v80h-170zM760 290h150v90h-150z',
    pillars: [],
    wheels: [520, 640],
    wheelR: 52,
    wheelY: 600,
    front: 980,
    rear: 170,
    belt: 430,
    roof: 196,
    extra: `<path d="M170 430H977L978 462H170Z" fill="#39424a" fill-opacity=".55"/><rect x="520" y="270" width="84" height="300" rx="6" fill="none" stroke="${DARK}" stroke-opacity=".4" stroke-width="4"/><path d="M968 540L1110 590M1080 560V618" stroke="${DARK}" stroke-width="10" stroke-linecap="round"/><circle cx="1080" cy="628" r="14" fill="${DARK}"/>`,
  },
  'Camper Trailer': {
    kind: 'camper',
    body: 'M300 590L300 440Q300 420 320 420L860 420Q880 420 880 440L880 590Z',
    windows: null,
    pillars: [],
    wheels: [590],
    wheelR: 64,
    wheelY: 596,
    front: 880,
    rear: 300,
    belt: 420,
    roof: 376,
    extra: `<path d="M318 420V392Q318 376 336 376H842Q862 376 862 392V420Z" fill="#b9a57a"/><rect x="880" y="470" width="80" height="90" rx="6" fill="${DARK}"/><path d="M880 560L1040 590" stroke="${DARK}" stroke-width="10" stroke-linecap="round"/>`,
  },
  Motorcycle: {
    kind: 'motorcycle',
    body: 'M560 380Q600 340 700 346Q752 350 770 392L740 420L580 424ZM330 380L410 396L408 420L350 410ZM760 470Q850 440 930 480L926 492Q850 456 764 484Z',
    windows: null,
    pillars: [],
    wheels: [360, 850],
    wheelR: 96,
    wheelY: 560,
    front: 946,
    rear: 264,
    belt: 420,
    roof: 320,
    extra: `<path d="M400 396Q470 388 580 404L574 428Q480 432 408 420Z" fill="${DARK}"/><path d="M560 430H720L740 520L600 540L550 500Z" fill="#7b8187"/><path d="M790 330L850 560M560 510L360 560" stroke="${DARK}" stroke-width="16" stroke-linecap="round"/><path d="M760 318L822 306" stroke="${DARK}" stroke-width="10" stroke-linecap="round"/><path d="M600 540L410 520" stroke="#b8bcc2" stroke-width="16" stroke-linecap="round"/><circle cx="812" cy="362" r="22" fill="#f5f1d6"/>`,
  },
};
