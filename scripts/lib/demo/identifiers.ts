import type { Rng } from './random.ts';

// Stock numbers, VINs, NVICs and number plates that look and validate like the real thing.

/** VINs never use I, O or Q. */
export const VIN_CHARSET = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789'; // 30-year cycle starting 1980 (and 2010) at "A"
const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/** World manufacturer identifiers for the makes we stock (first three VIN characters). */
const WMI: Record<string, readonly string[]> = {
  Toyota: ['JTM', 'JTN', 'MR0'],
  Ford: ['MPB', 'MNA'],
  Hyundai: ['KMH', 'KMJ'],
  Kia: ['KNA', 'KNB'],
  Mazda: ['JM0', 'MM0'],
  Mitsubishi: ['JMF', 'MMA'],
  Nissan: ['JN1', 'MNT'],
  Volkswagen: ['WVW', 'WVG', 'WV1'],
  Subaru: ['JF1', 'JF2'],
  Isuzu: ['MPA'],
  Suzuki: ['JS2', 'JSA'],
  Holden: ['6G1', 'MMU'],
  Honda: ['JHM', 'MRH'],
  BMW: ['WBA', 'WB1'],
  'Mercedes-Benz': ['W1K', 'WDD'],
  Audi: ['WAU'],
  Tesla: ['LRW', '5YJ'],
  MG: ['LSJ'],
  GWM: ['LGW'],
  Haval: ['LGW'],
  BYD: ['LGX'],
  Jeep: ['1C4'],
  Volvo: ['YV1'],
  LDV: ['LSF'],
  Yamaha: ['JYA'],
  Kawasaki: ['JKA'],
  KTM: ['VBK'],
  'Harley-Davidson': ['1HD'],
  Triumph: ['SMT'],
};
const TRAILER_WMI = ['6T9', '6H8', '6K9']; // Australian-built trailers and caravans

const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** ISO 3779 / North American check digit (position 9): many Australian imports carry one. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const char = vin[i]!;
    const value = /\d/.test(char) ? Number(char) : (TRANSLITERATION[char] ?? 0);
    sum += value * WEIGHTS[i]!;
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

export function isValidVin(vin: string): boolean {
  return /^[A-HJ-NPR-Z0-9]{17}$/.test(vin) && vinCheckDigit(vin) === vin[8];
}

export function makeVin(rng: Rng, make: string, year: number, isTrailer: boolean): string {
  const chars = (count: number, set = VIN_CHARSET) => Array.from({ length: count }, () => set[rng.int(0, set.length - 1)]).join('');
  const wmi = rng.pick(isTrailer ? TRAILER_WMI : (WMI[make] ?? ['MR0']));
  const yearCode = YEAR_CODES[(year - 1980) % 30]!;
  const draft = `${wmi}${chars(5)}0${yearCode}${chars(1)}${String(rng.int(0, 999999)).padStart(6, '0')}`;
  return draft.slice(0, 8) + vinCheckDigit(draft) + draft.slice(9);
}

/** Glass's NVIC style: four characters then the two-digit model year. */
export function makeNvic(rng: Rng, year: number): string {
  const set = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';
  return `${Array.from({ length: 4 }, () => set[rng.int(0, set.length - 1)]).join('')}${String(year % 100).padStart(2, '0')}`;
}

/** Stock numbers are unique per feed: N for new, D for demo, U for used. */
export function makeStockNumber(carType: 'new' | 'demo' | 'used', sequence: number): string {
  return `${carType === 'new' ? 'N' : carType === 'demo' ? 'D' : 'U'}${String(10000 + sequence).padStart(5, '0')}`;
}

/** A plate in the issuing state's current general-issue style. */
export function makePlate(rng: Rng, state: string): string {
  const l = (count: number) => Array.from({ length: count }, () => PLATE_LETTERS[rng.int(0, PLATE_LETTERS.length - 1)]).join('');
  const d = (count: number) => Array.from({ length: count }, () => String(rng.int(0, 9))).join('');
  switch (state) {
    case 'NSW':
      return `${l(2)}${d(2)}${l(2)}`;
    case 'VIC':
      return `${rng.int(1, 9)}${l(2)}${d(1)}${l(2)}`;
    case 'QLD':
      return `${d(3)}${l(2)}${d(1)}`;
    case 'SA':
      return `S${d(3)}${l(3)}`;
    case 'WA':
      return `${rng.int(1, 9)}${l(3)}${d(3)}`;
    case 'ACT':
      return `Y${l(2)}${d(2)}${l(1)}`;
    case 'TAS':
      return `${l(1)}${d(2)}${l(2)}`;
    default:
      return `C${l(1)}${d(2)}${l(2)}`;
  }
}
