import type { Engine, SimpleFuel } from './catalogue-types.ts';

// Engines shared by several model lines, with typical Australian figures (cc, Nm, L/100km combined).

const ULP = 'Petrol - Unleaded ULP';
const PULP = 'Petrol - Premium ULP';
const FUEL_TEXT: Record<SimpleFuel, string> = {
  Petrol: ULP,
  Diesel: 'Diesel',
  Hybrid: 'Hybrid - Petrol / Electric',
  PHEV: 'Plug-in Hybrid - Petrol / Electric',
  Electric: 'Electric',
};

function engine(
  cc: number,
  cylinders: number,
  induction: Engine['induction'],
  fuel: SimpleFuel,
  litresPer100Km: number,
  torqueNm: number,
  gears: number,
  gearType: Engine['gearType'],
  premium = false,
): Engine {
  return { cc, cylinders, induction, fuel, fuelText: premium ? PULP : FUEL_TEXT[fuel], litresPer100Km, torqueNm, gears, gearType };
}

export const E = {
  p12m: engine(1193, 3, 'Aspirated', 'Petrol', 5.1, 100, 0, 'CVT'),
  p12k: engine(1248, 4, 'Aspirated', 'Petrol', 5.0, 122, 4, 'Automatic'),
  p14: engine(1368, 4, 'Aspirated', 'Petrol', 5.8, 133, 0, 'CVT'),
  p14t: engine(1373, 4, 'Turbo', 'Petrol', 6.2, 235, 6, 'Automatic', true),
  p14h: engine(1364, 4, 'Turbo', 'Petrol', 6.4, 200, 6, 'Automatic'),
  p15: engine(1496, 4, 'Aspirated', 'Petrol', 5.4, 144, 6, 'Automatic'),
  p15s: engine(1462, 4, 'Aspirated', 'Petrol', 6.9, 130, 4, 'Automatic'),
  p15h: engine(1497, 4, 'Aspirated', 'Petrol', 5.8, 145, 0, 'CVT'),
  p15m: engine(1498, 4, 'Aspirated', 'Petrol', 6.9, 141, 0, 'CVT'),
  p15t: engine(1498, 4, 'Turbo', 'Petrol', 5.8, 250, 8, 'Automatic', true),
  p15tm: engine(1499, 4, 'Turbo', 'Petrol', 7.3, 250, 0, 'CVT'),
  p15th: engine(1498, 4, 'Turbo', 'Petrol', 7.3, 240, 0, 'CVT'),
  p15tg: engine(1497, 4, 'Turbo', 'Petrol', 8.1, 210, 7, 'Dual Clutch'),
  p10t: engine(999, 3, 'Turbo', 'Petrol', 5.3, 200, 7, 'Dual Clutch', true),
  p13t: engine(1332, 4, 'Turbo', 'Petrol', 6.1, 250, 0, 'CVT', true),
  p16: engine(1591, 4, 'Aspirated', 'Petrol', 7.0, 154, 0, 'CVT'),
  p18h: engine(1799, 4, 'Aspirated', 'Petrol', 6.4, 174, 0, 'CVT'),
  p20: engine(1987, 4, 'Aspirated', 'Petrol', 6.2, 205, 0, 'CVT'),
  p20m: engine(1998, 4, 'Aspirated', 'Petrol', 6.2, 200, 6, 'Automatic'),
  p20s: engine(1995, 4, 'Aspirated', 'Petrol', 7.2, 196, 0, 'CVT'),
  p20t: engine(1984, 4, 'Turbo', 'Petrol', 8.0, 370, 7, 'Dual Clutch', true),
  p20b: engine(1998, 4, 'Turbo', 'Petrol', 6.4, 400, 8, 'Automatic', true),
  p24: engine(2387, 4, 'Aspirated', 'Petrol', 8.8, 250, 6, 'Automatic', true),
  p24t: engine(2387, 4, 'Turbo', 'Petrol', 8.5, 350, 0, 'CVT', true),
  p24h: engine(2384, 4, 'Aspirated', 'Petrol', 9.5, 230, 6, 'Automatic'),
  p25: engine(2488, 4, 'Aspirated', 'Petrol', 7.2, 252, 6, 'Automatic'),
  p25cvt: engine(2498, 4, 'Aspirated', 'Petrol', 7.4, 245, 0, 'CVT'),
  p25t: engine(2488, 4, 'Turbo', 'Petrol', 9.0, 420, 6, 'Automatic'),
  p33t: engine(3283, 6, 'Turbo', 'Petrol', 8.2, 500, 8, 'Automatic', true),
  p35: engine(3498, 6, 'Aspirated', 'Petrol', 10.5, 381, 9, 'Automatic'),
  p36: engine(3564, 6, 'Aspirated', 'Petrol', 9.3, 350, 8, 'Automatic'),
  p40: engine(3984, 6, 'Aspirated', 'Petrol', 9.9, 391, 6, 'Automatic'),
  p50: engine(4951, 8, 'Aspirated', 'Petrol', 12.4, 540, 10, 'Automatic', true),
  p56: engine(5552, 8, 'Aspirated', 'Petrol', 14.4, 560, 7, 'Automatic', true),
  p62: engine(6162, 8, 'Aspirated', 'Petrol', 12.6, 570, 6, 'Automatic', true),
  p30tt: engine(2997, 6, 'Twin Turbo', 'Petrol', 10.2, 475, 9, 'Automatic', true),
  hy12: engine(1197, 3, 'Aspirated', 'Hybrid', 4.0, 112, 0, 'CVT'),
  hy15: engine(1490, 3, 'Aspirated', 'Hybrid', 3.8, 120, 0, 'CVT'),
  hy15e: engine(1497, 3, 'Turbo', 'Hybrid', 5.3, 330, 1, 'Reduction Gear'),
  hy16: engine(1580, 4, 'Aspirated', 'Hybrid', 3.9, 265, 6, 'Dual Clutch'),
  hy16t: engine(1598, 4, 'Turbo', 'Hybrid', 5.6, 350, 6, 'Automatic'),
  hy18: engine(1798, 4, 'Aspirated', 'Hybrid', 4.0, 142, 0, 'CVT'),
  hy20s: engine(1995, 4, 'Aspirated', 'Hybrid', 5.6, 209, 0, 'CVT'),
  hy25: engine(2487, 4, 'Aspirated', 'Hybrid', 4.8, 221, 0, 'CVT'),
  phev15t: engine(1497, 4, 'Turbo', 'PHEV', 2.0, 650, 1, 'Reduction Gear'),
  phev16t: engine(1598, 4, 'Turbo', 'PHEV', 1.6, 350, 6, 'Automatic'),
  phev24: engine(2360, 4, 'Aspirated', 'PHEV', 1.5, 255, 1, 'Reduction Gear'),
  phev25: engine(2488, 4, 'Aspirated', 'PHEV', 2.1, 500, 8, 'Automatic'),
  d19: engine(1898, 4, 'Turbo', 'Diesel', 7.7, 360, 6, 'Automatic'),
  d20: engine(1996, 4, 'Turbo', 'Diesel', 7.1, 405, 8, 'Automatic'),
  d20bt: engine(1996, 4, 'Twin Turbo', 'Diesel', 7.6, 500, 10, 'Automatic'),
  d20k: engine(1998, 4, 'Turbo', 'Diesel', 6.3, 416, 8, 'Automatic'),
  d20g: engine(1996, 4, 'Turbo', 'Diesel', 9.4, 400, 8, 'Automatic'),
  d20l: engine(1996, 4, 'Twin Turbo', 'Diesel', 8.8, 500, 8, 'Automatic'),
  d22: engine(2151, 4, 'Turbo', 'Diesel', 6.4, 440, 8, 'Automatic'),
  d24: engine(2442, 4, 'Twin Turbo', 'Diesel', 7.7, 470, 6, 'Automatic'),
  d24p: engine(2442, 4, 'Turbo', 'Diesel', 8.0, 430, 8, 'Automatic'),
  d25: engine(2497, 4, 'Turbo', 'Diesel', 8.8, 441, 5, 'Automatic'),
  d27: engine(2720, 6, 'Twin Turbo', 'Diesel', 9.0, 440, 6, 'Automatic'),
  d28: engine(2755, 4, 'Turbo', 'Diesel', 8.0, 500, 6, 'Automatic'),
  d28h: engine(2776, 4, 'Turbo', 'Diesel', 8.6, 500, 6, 'Automatic'),
  d30: engine(2999, 4, 'Turbo', 'Diesel', 8.0, 450, 6, 'Automatic'),
  d30v6: engine(2993, 6, 'Turbo', 'Diesel', 8.4, 600, 10, 'Automatic'),
  d30vw: engine(2967, 6, 'Turbo', 'Diesel', 7.4, 600, 8, 'Automatic'),
  d30b: engine(2993, 6, 'Turbo', 'Diesel', 7.2, 650, 8, 'Automatic'),
  d32: engine(3200, 4, 'Turbo', 'Diesel', 9.2, 441, 5, 'Automatic'),
  d33m: engine(3283, 6, 'Turbo', 'Diesel', 4.9, 550, 8, 'Automatic'),
  d33tt: engine(3346, 6, 'Twin Turbo', 'Diesel', 8.9, 700, 10, 'Automatic'),
  ev: engine(0, 0, 'Electric Motor', 'Electric', 0, 350, 1, 'Reduction Gear'),
  evAwd: engine(0, 0, 'Electric Motor', 'Electric', 0, 605, 1, 'Reduction Gear'),
} satisfies Record<string, Engine>;

/** A motorcycle engine: premium unleaded, chain drive and a manual box. */
export function bikeEngine(cc: number, cylinders: number, torqueNm: number, litresPer100Km: number, fuelTankL: number, gears = 6): Engine {
  return { ...engine(cc, cylinders, 'Aspirated', 'Petrol', litresPer100Km, torqueNm, gears, 'Manual', true), fuelTankL };
}
