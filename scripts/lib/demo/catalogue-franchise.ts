import { car, type ModelSpec } from './catalogue-types.ts';
import { E } from './engines.ts';

// Model lines of the eleven franchises Bayside and Harbour sell new. Lines whose last year is
// before 2026 only turn up as used cars. Prices are typical 2026 drive-away bands.

const DUAL = 'Double Cab';

export const FRANCHISE_MODELS: ModelSpec[] = [
  car('Toyota', 'Corolla', 'Hatch', 'MZEA12R', ['Ascent Sport', 'SX', 'ZR'], [E.p20, E.hy18], 'FWD', [30990, 41990], [2013, 2026], { popularity: 8 }),
  car('Toyota', 'Camry', 'Sedan', 'AXVH71R', ['Ascent', 'SX', 'SL'], [E.hy25], 'FWD', [38990, 52990], [2012, 2026], { popularity: 6 }),
  car('Toyota', 'RAV4', 'SUV', 'AXAH54R', ['GX', 'GXL', 'XSE', 'Cruiser', 'Edge'], [E.hy25], 'AWD', [41990, 61990], [2013, 2026], {
    popularity: 10,
    towingKg: 1500,
  }),
  car('Toyota', 'Kluger', 'SUV', 'AXUH78R', ['GX', 'GXL', 'Grande'], [E.hy25], 'AWD', [62990, 86990], [2014, 2026], {
    seats: 7,
    popularity: 4,
    towingKg: 2000,
  }),
  car('Toyota', 'LandCruiser Prado', 'SUV', 'GDJ250R', ['GX', 'GXL', 'VX', 'Kakadu'], [E.d28], '4WD', [76990, 104990], [2010, 2026], {
    seats: 7,
    popularity: 6,
    towingKg: 3500,
  }),
  car('Toyota', 'LandCruiser 300', 'SUV', 'FJA300R', ['GX', 'GXL', 'VX', 'Sahara', 'GR Sport'], [E.d33tt], '4WD', [98990, 149990], [2021, 2026], {
    seats: 7,
    popularity: 4,
    towingKg: 3500,
  }),
  car('Toyota', 'HiLux', 'Ute', 'GUN126R', ['Workmate', 'SR', 'SR5', 'Rogue', 'Rugged X'], [E.d28], '4WD', [42990, 76990], [2010, 2026], {
    bodyConfiguration: DUAL,
    popularity: 12,
    manualShare: 0.1,
  }),
  car('Toyota', 'HiAce', 'Van', 'GDH300R', ['LWB', 'SLWB'], [E.d28], 'RWD', [51990, 64990], [2012, 2026], {
    bodyConfiguration: 'Long Wheelbase',
    popularity: 3,
  }),
  car('Toyota', 'Yaris Cross', 'SUV', 'MXPJ10R', ['GX', 'GXL', 'Urban'], [E.hy15], 'FWD', [31990, 41990], [2020, 2026], { popularity: 5 }),
  car('Toyota', 'bZ4X', 'SUV', 'XEAM10R', ['Touring', 'Touring AWD'], [E.ev], 'AWD', [58990, 74990], [2022, 2026], { popularity: 2 }),
  car('Toyota', 'GR86', 'Coupe', 'ZN8R', ['GT', 'GTS'], [E.p24], 'RWD', [46990, 52990], [2022, 2026], { manualShare: 0.4, popularity: 1 }),
  car('Toyota', 'LandCruiser 70', 'Cab Chassis', 'GDJ79R', ['Workmate', 'GX', 'GXL'], [E.d28], '4WD', [78990, 89990], [2012, 2026], {
    bodyConfiguration: 'Single Cab',
    manualShare: 0.3,
    popularity: 2,
  }),

  car('Ford', 'Ranger', 'Ute', 'PY', ['XL', 'XLS', 'XLT', 'Sport', 'Wildtrak', 'Raptor'], [E.d20bt, E.d30v6], '4WD', [46990, 93990], [2011, 2026], {
    bodyConfiguration: DUAL,
    popularity: 14,
    manualShare: 0.05,
  }),
  car('Ford', 'Ranger', 'Cab Chassis', 'PY', ['XL'], [E.d20bt], '4WD', [44990, 52990], [2011, 2026], {
    bodyConfiguration: 'Single Cab',
    manualShare: 0.3,
    popularity: 3,
  }),
  car('Ford', 'Everest', 'SUV', 'UB', ['Ambiente', 'Trend', 'Sport', 'Platinum'], [E.d20bt, E.d30v6], '4WD', [59990, 84990], [2015, 2026], {
    seats: 7,
    popularity: 6,
    towingKg: 3500,
  }),
  car('Ford', 'Mustang', 'Coupe', 'S650', ['GT', 'Dark Horse'], [E.p50], 'RWD', [72990, 99990], [2016, 2026], { manualShare: 0.2, popularity: 2 }),
  car('Ford', 'Mustang', 'Convertible', 'S650', ['GT'], [E.p50], 'RWD', [82990, 86990], [2016, 2026], { seats: 4, popularity: 1 }),
  car('Ford', 'Transit Custom', 'Van', 'VN', ['Trend', 'Sport'], [E.d20], 'FWD', [52990, 68990], [2014, 2026], { popularity: 2 }),
  car('Ford', 'Puma', 'SUV', 'JK', ['Base', 'ST-Line V'], [E.p10t], 'FWD', [33990, 41990], [2020, 2026], { popularity: 2 }),
  car('Ford', 'Mustang Mach-E', 'SUV', null, ['Select', 'Premium', 'GT'], [E.evAwd], 'AWD', [71990, 99990], [2022, 2026], { popularity: 1 }),
  car('Ford', 'Falcon', 'Sedan', 'FG X', ['XR6', 'XR6 Turbo', 'G6E'], [E.p40], 'RWD', [38990, 54990], [2008, 2016], { popularity: 3 }),
  car('Ford', 'Territory', 'SUV', 'SZ', ['TX', 'TS', 'Titanium'], [E.p40, E.d27], 'RWD', [39990, 59990], [2011, 2016], { seats: 7, popularity: 3 }),
  car('Ford', 'Focus', 'Hatch', 'LZ', ['Trend', 'Titanium', 'ST'], [E.p15t], 'FWD', [24990, 38990], [2012, 2019], { popularity: 2, manualShare: 0.2 }),

  car('Hyundai', 'i30', 'Hatch', 'PD.V4', ['Base', 'Active', 'N Line'], [E.p20], 'FWD', [26990, 38990], [2012, 2026], { popularity: 7, manualShare: 0.05 }),
  car('Hyundai', 'i30 Sedan', 'Sedan', 'CN7.V2', ['Base', 'Active', 'N Line Premium'], [E.p20], 'FWD', [28990, 41990], [2020, 2026], { popularity: 5 }),
  car('Hyundai', 'Tucson', 'SUV', 'NX4.V2', ['Base', 'Elite', 'N Line', 'Highlander'], [E.p20, E.hy16t], 'FWD', [37990, 58990], [2015, 2026], {
    popularity: 8,
  }),
  car('Hyundai', 'Kona', 'SUV', 'SX2.V1', ['Base', 'Premium', 'N Line'], [E.p20, E.hy16], 'FWD', [33990, 52990], [2017, 2026], { popularity: 5 }),
  car('Hyundai', 'Santa Fe', 'SUV', 'MX5.V1', ['Base', 'Elite', 'Calligraphy'], [E.hy16t], 'AWD', [55990, 76990], [2012, 2026], {
    seats: 7,
    popularity: 4,
    towingKg: 1650,
  }),
  car('Hyundai', 'Palisade', 'SUV', 'LX2.V5', ['Base', 'Elite', 'Highlander'], [E.d22], 'AWD', [62990, 82990], [2020, 2026], {
    seats: 8,
    popularity: 2,
    towingKg: 2200,
  }),
  car('Hyundai', 'Staria', 'People Mover', 'US4.V2', ['Base', 'Elite', 'Highlander'], [E.d22], 'AWD', [52990, 74990], [2021, 2026], { popularity: 2 }),
  car('Hyundai', 'Ioniq 5', 'SUV', 'NE.V2', ['Dynamiq', 'Techniq', 'Epiq'], [E.evAwd], 'AWD', [66990, 82990], [2021, 2026], { popularity: 2, towingKg: 1600 }),
  car('Hyundai', 'Venue', 'SUV', 'QX.V4', ['Base', 'Active', 'Elite'], [E.p16], 'FWD', [25990, 32990], [2019, 2026], { popularity: 3, towingKg: 1100 }),
  car('Hyundai', 'iLoad', 'Van', 'TQ4', ['Crew Van'], [E.d25], 'RWD', [39990, 47990], [2010, 2021], { popularity: 2 }),

  car('Kia', 'Picanto', 'Hatch', 'JA', ['S', 'GT-Line'], [E.p12k], 'FWD', [18990, 22990], [2012, 2026], { popularity: 3, manualShare: 0.1 }),
  car('Kia', 'K4', 'Sedan', 'CL4', ['S', 'Sport', 'GT-Line'], [E.p20], 'FWD', [30990, 41990], [2025, 2026], { popularity: 3 }),
  car('Kia', 'K4', 'Hatch', 'CL4', ['S', 'Sport', 'GT-Line'], [E.p20], 'FWD', [31990, 42990], [2025, 2026], { popularity: 3 }),
  car('Kia', 'Cerato', 'Hatch', 'BD', ['S', 'Sport', 'Sport+', 'GT'], [E.p20], 'FWD', [24990, 35990], [2013, 2024], { popularity: 5 }),
  car('Kia', 'Sportage', 'SUV', 'NQ5', ['S', 'SX', 'SX+', 'GT-Line'], [E.p20, E.d20k, E.hy16t], 'FWD', [35990, 56990], [2011, 2026], { popularity: 8 }),
  car('Kia', 'Sorento', 'SUV', 'MQ4', ['Sport', 'Sport+', 'GT-Line'], [E.d22, E.phev16t], 'AWD', [52990, 76990], [2012, 2026], {
    seats: 7,
    popularity: 4,
    towingKg: 2000,
  }),
  car('Kia', 'Carnival', 'People Mover', 'KA4', ['S', 'Sport', 'Sport+', 'GT-Line'], [E.d22, E.p35, E.hy16t], 'FWD', [51990, 76990], [2015, 2026], {
    popularity: 4,
  }),
  car('Kia', 'Seltos', 'SUV', 'SP2', ['S', 'Sport', 'Sport+', 'GT-Line'], [E.p20], 'FWD', [30990, 42990], [2020, 2026], { popularity: 4 }),
  car('Kia', 'EV6', 'SUV', 'CV', ['Air', 'GT-Line'], [E.evAwd], 'AWD', [68990, 89990], [2022, 2026], { popularity: 1 }),
  car('Kia', 'Tasman', 'Ute', 'TK', ['S', 'SX', 'SX+', 'X-Pro'], [E.d22], '4WD', [46990, 76990], [2025, 2026], { bodyConfiguration: DUAL, popularity: 3 }),
  car('Kia', 'Rio', 'Hatch', 'YB', ['S', 'Sport', 'GT-Line'], [E.p14], 'FWD', [17990, 23990], [2012, 2023], { popularity: 4 }),

  car('Mazda', '2', 'Hatch', 'DJ', ['G15 Pure', 'G15 Evolve', 'G15 GT'], [E.p15], 'FWD', [23990, 30990], [2014, 2026], { popularity: 3, manualShare: 0.1 }),
  car('Mazda', '3', 'Hatch', 'BP', ['G20 Pure', 'G20 Evolve', 'G25 GT', 'G25 Astina'], [E.p20m, E.p25], 'FWD', [31990, 46990], [2012, 2026], { popularity: 7 }),
  car('Mazda', '3', 'Sedan', 'BP', ['G20 Pure', 'G20 Evolve', 'G25 Astina'], [E.p20m], 'FWD', [31990, 45990], [2012, 2026], { popularity: 3 }),
  car('Mazda', 'CX-3', 'SUV', 'DK', ['Neo Sport', 'Maxx Sport', 'Akari'], [E.p20m], 'FWD', [28990, 38990], [2015, 2026], { popularity: 4 }),
  car('Mazda', 'CX-30', 'SUV', 'DM', ['G20 Pure', 'G20 Evolve', 'G25 Astina'], [E.p20m, E.p25], 'FWD', [33990, 49990], [2019, 2026], { popularity: 5 }),
  car('Mazda', 'CX-5', 'SUV', 'KF', ['G25 Maxx Sport', 'G25 Touring', 'G25 GT SP', 'G35 Akera'], [E.p25], 'AWD', [38990, 57990], [2012, 2026], {
    popularity: 9,
  }),
  car('Mazda', 'CX-60', 'SUV', 'KH', ['G40e Evolve', 'D50e GT', 'P50e Azami'], [E.p33t, E.d33m, E.phev25], 'AWD', [61990, 82990], [2022, 2026], {
    popularity: 2,
    towingKg: 2500,
  }),
  car('Mazda', 'CX-90', 'SUV', 'KK', ['G50e Touring', 'G50e GT', 'G50e Azami'], [E.p33t], 'AWD', [76990, 97990], [2023, 2026], {
    seats: 8,
    popularity: 1,
    towingKg: 2500,
  }),
  car('Mazda', 'BT-50', 'Ute', 'TF', ['XT', 'XTR', 'GT', 'Thunder'], [E.d30], '4WD', [46990, 72990], [2011, 2026], {
    bodyConfiguration: 'Dual Cab',
    popularity: 5,
    manualShare: 0.05,
  }),
  car('Mazda', 'MX-5', 'Convertible', 'ND', ['Roadster', 'Roadster GT RS'], [E.p20m], 'RWD', [43990, 55990], [2015, 2026], { manualShare: 0.5, popularity: 1 }),
  car('Mazda', 'CX-9', 'SUV', 'TC', ['Sport', 'Touring', 'GT', 'Azami'], [E.p25t], 'AWD', [45990, 69990], [2016, 2023], { seats: 7, popularity: 3 }),

  car('Mitsubishi', 'Triton', 'Ute', 'MV', ['GLX', 'GLX+', 'GLS', 'GSR'], [E.d24], '4WD', [41990, 66990], [2010, 2026], {
    bodyConfiguration: DUAL,
    popularity: 9,
    manualShare: 0.1,
  }),
  car('Mitsubishi', 'Outlander', 'SUV', 'ZM', ['ES', 'LS', 'Aspire', 'Exceed'], [E.p25cvt, E.phev24], 'AWD', [38990, 68990], [2012, 2026], {
    seats: 7,
    popularity: 7,
    towingKg: 1600,
  }),
  car('Mitsubishi', 'Eclipse Cross', 'SUV', 'YB', ['ES', 'LS', 'Aspire'], [E.p15tm, E.phev24], 'AWD', [33990, 56990], [2018, 2026], { popularity: 3 }),
  car('Mitsubishi', 'ASX', 'SUV', 'XD', ['ES', 'LS', 'Exceed'], [E.p20], 'FWD', [28990, 38990], [2012, 2026], { popularity: 5, towingKg: 1300 }),
  car('Mitsubishi', 'Pajero Sport', 'SUV', 'QF', ['GLX', 'GLS', 'Exceed', 'GSR'], [E.d24p], '4WD', [50990, 64990], [2016, 2026], {
    seats: 7,
    popularity: 4,
    towingKg: 3100,
  }),
  car('Mitsubishi', 'Mirage', 'Hatch', 'LB', ['ES', 'LS'], [E.p12m], 'FWD', [15990, 19990], [2013, 2023], { popularity: 2 }),
  car('Mitsubishi', 'Pajero', 'SUV', 'NX', ['GLX', 'GLS', 'Exceed'], [E.d32], '4WD', [49990, 69990], [2010, 2021], { seats: 7, popularity: 3, towingKg: 3000 }),

  car('Nissan', 'Navara', 'Ute', 'D27', ['SL', 'ST', 'ST-X', 'PRO-4X'], [E.d24], '4WD', [45990, 70990], [2010, 2026], {
    bodyConfiguration: DUAL,
    popularity: 7,
    manualShare: 0.1,
  }),
  car('Nissan', 'X-Trail', 'SUV', 'T33', ['ST', 'ST-L', 'Ti', 'Ti-L'], [E.p25cvt, E.hy15e], 'AWD', [40990, 62990], [2010, 2026], { popularity: 7 }),
  car('Nissan', 'Qashqai', 'SUV', 'J12', ['ST', 'ST+', 'Ti', 'N-Design'], [E.p13t, E.hy15e], 'FWD', [35990, 53990], [2014, 2026], {
    popularity: 5,
    towingKg: 1500,
  }),
  car('Nissan', 'Patrol', 'SUV', 'Y62', ['Ti', 'Ti-L', 'Warrior'], [E.p56], '4WD', [86990, 112990], [2013, 2026], { seats: 8, popularity: 3, towingKg: 3500 }),
  car('Nissan', 'Pathfinder', 'SUV', 'R53', ['ST', 'ST-L', 'Ti', 'Ti-L'], [E.p35], 'AWD', [55990, 80990], [2013, 2026], {
    seats: 8,
    popularity: 2,
    towingKg: 2700,
  }),
  car('Nissan', 'Juke', 'SUV', 'F16', ['ST', 'ST+', 'Ti'], [E.p10t], 'FWD', [30990, 40990], [2020, 2026], { popularity: 2, towingKg: 1250 }),
  car('Nissan', 'Leaf', 'Hatch', 'ZE1', ['Base', 'e+'], [E.ev], 'FWD', [51990, 62990], [2019, 2026], { popularity: 1, towingKg: null }),
  car('Nissan', 'Z', 'Coupe', 'RZ34', ['Base', 'Nismo'], [E.p30tt], 'RWD', [75990, 90990], [2023, 2026], { seats: 2, manualShare: 0.3, popularity: 1 }),

  car('Volkswagen', 'Golf', 'Hatch', 'Mk8.5', ['Life', 'R-Line', 'GTI', 'R'], [E.p15t, E.p20t], 'FWD', [38990, 74990], [2012, 2026], { popularity: 5 }),
  car('Volkswagen', 'Tiguan', 'SUV', 'Mk3', ['Life', 'Elegance', 'R-Line'], [E.p20t], 'AWD', [45990, 66990], [2012, 2026], { popularity: 5, towingKg: 2300 }),
  car('Volkswagen', 'T-Roc', 'SUV', 'D1', ['CityLife', 'Style', 'R-Line'], [E.p15t], 'FWD', [38990, 50990], [2020, 2026], { popularity: 3 }),
  car('Volkswagen', 'T-Cross', 'SUV', 'C1', ['Life', 'Style'], [E.p10t], 'FWD', [30990, 37990], [2020, 2026], { popularity: 2, towingKg: 1100 }),
  car('Volkswagen', 'Amarok', 'Ute', 'NF', ['Core', 'Life', 'Style', 'PanAmericana', 'Aventura'], [E.d20bt, E.d30vw], '4WD', [51990, 87990], [2011, 2026], {
    bodyConfiguration: DUAL,
    popularity: 6,
  }),
  car('Volkswagen', 'Touareg', 'SUV', 'CR', ['170TDI', '210TDI Elegance', '210TDI R-Line'], [E.d30vw], 'AWD', [89990, 127990], [2011, 2026], {
    popularity: 1,
    towingKg: 3500,
  }),
  car('Volkswagen', 'Transporter', 'Van', 'T7', ['TDI340', 'TDI450'], [E.d20], 'FWD', [49990, 64990], [2012, 2026], { popularity: 2 }),
  car('Volkswagen', 'ID.4', 'SUV', 'E21', ['Pro'], [E.ev], 'RWD', [59990, 69990], [2024, 2026], { popularity: 1, towingKg: 1000 }),
  car('Volkswagen', 'Passat', 'Wagon', 'B8', ['140TSI Business', '206TSI R-Line'], [E.p20t], 'FWD', [44990, 64990], [2015, 2023], { popularity: 2 }),

  car(
    'Subaru',
    'Forester',
    'SUV',
    'SL',
    ['2.5i', '2.5i-L', '2.5i Premium', '2.5i Sport', 'Hybrid S'],
    [E.p25cvt, E.hy20s],
    'AWD',
    [40990, 57990],
    [2010, 2026],
    { popularity: 8 },
  ),
  car('Subaru', 'Outback', 'Wagon', 'BW', ['AWD', 'AWD Sport', 'AWD Touring', 'AWD Touring XT'], [E.p25cvt], 'AWD', [46990, 62990], [2010, 2026], {
    popularity: 6,
    towingKg: 2000,
  }),
  car('Subaru', 'Crosstrek', 'SUV', 'GU', ['2.0R', '2.0S', 'Hybrid L', 'Hybrid S'], [E.p20s, E.hy20s], 'AWD', [35990, 48990], [2023, 2026], {
    popularity: 4,
    towingKg: 1270,
  }),
  car('Subaru', 'XV', 'SUV', 'GT', ['2.0i', '2.0i-L', '2.0i Premium', '2.0i-S'], [E.p20s], 'AWD', [29990, 39990], [2012, 2022], {
    popularity: 4,
    towingKg: 1400,
  }),
  car('Subaru', 'Impreza', 'Hatch', 'GU', ['2.0R', '2.0S'], [E.p20s], 'AWD', [32990, 40990], [2012, 2026], { popularity: 2 }),
  car('Subaru', 'WRX', 'Sedan', 'VB', ['Base', 'RS', 'tS'], [E.p24t], 'AWD', [56990, 70990], [2012, 2026], { manualShare: 0.3, popularity: 2 }),
  car('Subaru', 'BRZ', 'Coupe', 'ZD8', ['Base', 'S'], [E.p24], 'RWD', [44990, 52990], [2012, 2026], { manualShare: 0.4, popularity: 1 }),
  car('Subaru', 'Liberty', 'Sedan', 'BN', ['2.5i', '2.5i Premium', '3.6R'], [E.p25cvt], 'AWD', [29990, 44990], [2015, 2020], { popularity: 1 }),

  car('Isuzu', 'D-Max', 'Ute', 'RG', ['SX', 'LS-M', 'LS-U', 'X-Terrain', 'Blade'], [E.d30], '4WD', [38990, 77990], [2012, 2026], {
    bodyConfiguration: 'Crew Cab',
    popularity: 10,
    manualShare: 0.12,
  }),
  car('Isuzu', 'MU-X', 'SUV', 'RJ', ['LS-M', 'LS-U', 'LS-T'], [E.d30], '4WD', [50990, 72990], [2013, 2026], { seats: 7, popularity: 5, towingKg: 3500 }),
  car('Isuzu', 'D-Max', 'Cab Chassis', 'RG', ['SX'], [E.d19], 'RWD', [33990, 46990], [2012, 2026], {
    bodyConfiguration: 'Single Cab',
    manualShare: 0.3,
    popularity: 3,
  }),

  car('Suzuki', 'Swift', 'Hatch', 'AZH', ['Hybrid', 'Hybrid Plus', 'Hybrid GLX'], [E.hy12], 'FWD', [24490, 31990], [2011, 2026], {
    popularity: 6,
    manualShare: 0.1,
  }),
  car('Suzuki', 'Jimny', 'SUV', 'GJ', ['Lite', 'XL'], [E.p15s], '4WD', [33990, 39990], [2018, 2026], {
    seats: 4,
    doors: 3,
    manualShare: 0.4,
    popularity: 5,
    towingKg: 1300,
  }),
  car('Suzuki', 'Vitara', 'SUV', 'LY', ['Base', 'Turbo', 'Turbo ALLGRIP'], [E.p14t], 'FWD', [33990, 42990], [2015, 2026], { popularity: 3, towingKg: 1200 }),
  car('Suzuki', 'S-Cross', 'SUV', 'JY', ['Base', 'Plus'], [E.p14t], 'AWD', [35990, 45990], [2013, 2026], { popularity: 2, towingKg: 1200 }),
  car('Suzuki', 'Baleno', 'Hatch', 'EW', ['GL', 'GLX'], [E.p15s], 'FWD', [15990, 19990], [2016, 2022], { popularity: 2 }),
];
