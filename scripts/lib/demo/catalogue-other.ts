import { BODY_DEFAULTS, car, type CaravanSpec, type Engine, type ModelSpec, type SimpleBody } from './catalogue-types.ts';
import { bikeEngine, E } from './engines.ts';

// Makes that only arrive as trade-ins (used cars), and the caravan, camper and motorcycle lines
// the recreational tenant sells.

export const TRADE_IN_MODELS: ModelSpec[] = [
  car('Holden', 'Commodore', 'Sedan', 'VF II', ['SV6', 'SS', 'Calais V'], [E.p36, E.p62], 'RWD', [37990, 54990], [2010, 2017], { popularity: 5, towingKg: 1600 }),
  car('Holden', 'Colorado', 'Ute', 'RG', ['LS', 'LTZ', 'Z71'], [E.d28h], '4WD', [39990, 54990], [2012, 2020], { bodyConfiguration: 'Crew Cab', popularity: 6, manualShare: 0.15 }),
  car('Holden', 'Captiva', 'SUV', 'CG', ['LS', 'LT', 'LTZ'], [E.p24h], 'AWD', [29990, 41990], [2011, 2018], { seats: 7, popularity: 3 }),
  car('Holden', 'Cruze', 'Hatch', 'JH', ['Equipe', 'CDX', 'SRi'], [E.p14h], 'FWD', [21990, 29990], [2011, 2016], { popularity: 3, manualShare: 0.2 }),
  car('Honda', 'CR-V', 'SUV', 'RW', ['VTi', 'VTi L7', 'VTi LX'], [E.p15th], 'FWD', [34990, 49990], [2012, 2025], { popularity: 6, towingKg: 1500 }),
  car('Honda', 'Civic', 'Hatch', 'FK', ['VTi-S', 'VTi-L', 'RS'], [E.p18h, E.p15th], 'FWD', [26990, 37990], [2016, 2022], { popularity: 5 }),
  car('Honda', 'Jazz', 'Hatch', 'GK', ['VTi', 'VTi-S'], [E.p15h], 'FWD', [16990, 22990], [2014, 2020], { popularity: 4 }),
  car('Honda', 'HR-V', 'SUV', 'RU', ['VTi', 'VTi-S', 'RS'], [E.p18h], 'FWD', [25990, 34990], [2015, 2022], { popularity: 3 }),
  car('BMW', 'X5', 'SUV', 'G05', ['xDrive30d', 'xDrive40i M Sport'], [E.d30b], 'AWD', [109990, 134990], [2019, 2024], { popularity: 2, towingKg: 2700 }),
  car('BMW', '3 Series', 'Sedan', 'G20', ['320i', '330i M Sport'], [E.p20b], 'RWD', [69990, 79990], [2019, 2024], { popularity: 2 }),
  car('Mercedes-Benz', 'C-Class', 'Sedan', 'W206', ['C200', 'C300'], [E.p20b], 'RWD', [79990, 94990], [2021, 2025], { popularity: 2 }),
  car('Mercedes-Benz', 'GLC', 'SUV', 'X253', ['200', '300 4MATIC'], [E.p20b], 'AWD', [69990, 89990], [2016, 2022], { popularity: 2, towingKg: 2000 }),
  car('Audi', 'Q5', 'SUV', 'FY', ['40 TDI quattro Sport', '45 TFSI quattro S line'], [E.p20t], 'AWD', [69990, 84990], [2017, 2024], { popularity: 2 }),
  car('Audi', 'A3', 'Hatch', '8Y', ['35 TFSI', 'S line'], [E.p15t], 'FWD', [44990, 54990], [2017, 2024], { popularity: 1 }),
  car('Tesla', 'Model 3', 'Sedan', null, ['Rear-Wheel Drive', 'Long Range', 'Performance'], [E.ev], 'RWD', [54990, 79990], [2019, 2025], { popularity: 3, towingKg: 1000 }),
  car('Tesla', 'Model Y', 'SUV', null, ['Rear-Wheel Drive', 'Long Range'], [E.evAwd], 'AWD', [59990, 79990], [2022, 2025], { popularity: 3, towingKg: 1600 }),
  car('MG', 'ZS', 'SUV', 'AZS1', ['Excite', 'Essence'], [E.p15m], 'FWD', [23990, 29990], [2018, 2025], { popularity: 4, towingKg: 500 }),
  car('MG', 'MG3', 'Hatch', 'SZP1', ['Excite', 'Essence'], [E.p15m], 'FWD', [17990, 23990], [2018, 2025], { popularity: 3 }),
  car('GWM', 'Cannon', 'Ute', 'NPW', ['Lux', 'Ultra', 'Alpha'], [E.d20g], '4WD', [35990, 47990], [2021, 2025], { bodyConfiguration: 'Double Cab', popularity: 3, towingKg: 3000 }),
  car('Haval', 'Jolion', 'SUV', 'A01', ['Premium', 'Lux', 'Ultra'], [E.p15tg], 'FWD', [26990, 34990], [2021, 2025], { popularity: 3, towingKg: 1200 }),
  car('BYD', 'Atto 3', 'SUV', null, ['Standard Range', 'Extended Range'], [E.ev], 'FWD', [43990, 49990], [2022, 2025], { popularity: 2, towingKg: null }),
  car('BYD', 'Shark 6', 'Ute', null, ['Premium'], [E.phev15t], 'AWD', [57900, 57900], [2025, 2025], { bodyConfiguration: 'Double Cab', popularity: 1, towingKg: 2500 }),
  car('Jeep', 'Grand Cherokee', 'SUV', 'WK', ['Laredo', 'Limited', 'Overland'], [E.p36], '4WD', [49990, 74990], [2013, 2022], { popularity: 2, towingKg: 2800 }),
  car('Volvo', 'XC60', 'SUV', null, ['B5 Momentum', 'B5 Inscription', 'Ultimate B5 Bright'], [E.p20b], 'AWD', [64990, 79990], [2018, 2024], { popularity: 1, towingKg: 2400 }),
  car('LDV', 'T60', 'Ute', 'SK8C', ['Pro', 'Max', 'Max Luxe'], [E.d20l], '4WD', [37990, 47990], [2017, 2025], { bodyConfiguration: 'Double Cab', popularity: 3 }),
];

function van(make: string, model: string, body: Extract<SimpleBody, 'Caravan' | 'Camper Trailer'>, categories: string[], badges: string[], price: [number, number], years: [number, number], caravan: CaravanSpec, popularity = 2): ModelSpec {
  return {
    make, model, body, itemType: 'caravan', series: null, badges, engines: [], drive: null, seats: null,
    doors: BODY_DEFAULTS[body].doors, price, years, towingKg: null, bodyConfiguration: null, manualShare: 0, categories, caravan, popularity,
  };
}

function bike(make: string, model: string, style: string, badges: string[], price: [number, number], years: [number, number], engine: Engine, popularity = 2): ModelSpec {
  return {
    make, model, body: 'Motorcycle', itemType: 'motorcycle', series: null, badges, engines: [engine], drive: 'RWD', seats: 2, doors: null,
    price, years, towingKg: null, bodyConfiguration: null, manualShare: 1, categories: ['Motorcycle', style], caravan: null, popularity,
  };
}

const family = (lengthMm: [number, number], tareKg: [number, number], atmKg: [number, number], sleeps: [number, number] = [2, 4]): CaravanSpec =>
  ({ lengthMm, widthMm: 2440, tareKg, atmKg, axle: 'Tandem', sleeps });
const camper = (tareKg: [number, number], atmKg: [number, number], sleeps: [number, number] = [2, 4]): CaravanSpec =>
  ({ lengthMm: [4100, 4700], widthMm: 2050, tareKg, atmKg, axle: 'Single', sleeps });
const OFFROAD = ['Caravan', 'Off-road Caravan'];
const CAMPER = ['Camper Trailer'];

export const CARAVAN_MODELS: ModelSpec[] = [
  van('Jayco', 'Journey', 'Caravan', ['Caravan'], ['17.55-3', '19.61-3', '21.66-3 Outback'], [62990, 94990], [2012, 2026], family([5800, 7300], [2100, 2750], [2800, 3500]), 5),
  van('Jayco', 'Silverline', 'Caravan', ['Caravan'], ['21.66-4', '23.73-3 Outback'], [96990, 126990], [2014, 2026], family([6900, 7900], [2600, 3000], [3300, 3800]), 3),
  van('Jayco', 'Crossover', 'Caravan', OFFROAD, ['15.44-1 Outback', '19.61-2 Outback'], [55990, 76990], [2018, 2026], { ...family([4800, 6200], [1500, 2100], [2100, 2800], [2, 3]), axle: 'Single' }, 3),
  van('Jayco', 'Swan', 'Camper Trailer', CAMPER, ['Touring', 'Outback'], [34990, 45990], [2010, 2026], camper([900, 1150], [1450, 1700], [4, 6]), 4),
  van('New Age', 'Manta Ray', 'Caravan', ['Caravan'], ['MR19ERS', 'MR21ERS2'], [79990, 99990], [2013, 2026], family([6200, 7000], [2400, 2800], [3100, 3500]), 3),
  van('New Age', 'Big Red', 'Caravan', OFFROAD, ['BR19ES', 'BR22ERD'], [99990, 134990], [2015, 2026], family([6500, 7600], [2700, 3200], [3500, 4000]), 3),
  van('Lotus Caravans', 'Trooper', 'Caravan', OFFROAD, ['19.6 ft', '21.6 ft'], [119990, 149990], [2016, 2026], family([6300, 7100], [2800, 3200], [3500, 4200]), 2),
  van('Zone RV', 'Z-20', 'Caravan', OFFROAD, ['Couples', 'Family'], [124990, 154990], [2018, 2026], family([6800, 7400], [2900, 3300], [3800, 4300], [2, 5]), 1),
  van('Crusader', 'Excalibur', 'Caravan', ['Caravan'], ['21.6 ft', 'Family'], [74990, 94990], [2014, 2026], family([6500, 7400], [2500, 2900], [3200, 3500], [2, 6]), 2),
  van('Coromal', 'Element', 'Caravan', ['Caravan'], ['E549', 'E609'], [54990, 69990], [2014, 2021], family([5500, 6400], [1900, 2300], [2500, 2900]), 2),
  van('Windsor', 'Rapid', 'Caravan', ['Caravan'], ['RP 552', 'RP 630'], [44990, 59990], [2012, 2019], family([5500, 6600], [1800, 2200], [2400, 2800]), 2),
  van('Lifestyle Camper Trailers', 'Warrior', 'Camper Trailer', CAMPER, ['Series 1', 'Series 2'], [39990, 54990], [2014, 2026], camper([1300, 1600], [2000, 2300]), 2),
  van('MDC', 'XT12', 'Camper Trailer', CAMPER, ['Hybrid', 'Dual'], [29990, 39990], [2017, 2026], camper([1200, 1500], [1800, 2100]), 3),
  van('Patriot Campers', 'X1', 'Camper Trailer', CAMPER, ['Standard', 'N'], [59990, 72990], [2016, 2026], camper([900, 1100], [1500, 1800]), 1),
];

export const MOTORCYCLE_MODELS: ModelSpec[] = [
  bike('Honda', 'CB650R', 'Naked', ['Standard', 'E-Clutch'], [12499, 14499], [2019, 2026], bikeEngine(649, 4, 63, 5.0, 15.4), 3),
  bike('Honda', 'CRF300L', 'Trail', ['Standard', 'Rally'], [8799, 10999], [2021, 2026], bikeEngine(286, 1, 27, 3.0, 7.8), 3),
  bike('Honda', 'CRF1100L Africa Twin', 'Adventure', ['Base', 'Adventure Sports ES'], [23999, 31999], [2020, 2026], bikeEngine(1084, 2, 112, 5.0, 18.8), 2),
  bike('Yamaha', 'MT-07', 'Naked', ['Standard', 'LAMS'], [11499, 12999], [2014, 2026], bikeEngine(689, 2, 67, 4.3, 14), 4),
  bike('Yamaha', 'Tenere 700', 'Adventure', ['Standard', 'World Raid'], [17999, 21999], [2019, 2026], bikeEngine(689, 2, 68, 4.3, 16), 3),
  bike('Yamaha', 'YZF-R3', 'Sport', ['Standard'], [8999, 9499], [2015, 2026], bikeEngine(321, 2, 30, 3.8, 14), 2),
  bike('Kawasaki', 'Ninja 400', 'Sport', ['Standard', 'KRT Edition'], [8499, 9499], [2018, 2026], bikeEngine(399, 2, 37, 4.0, 14), 3),
  bike('Kawasaki', 'Z900', 'Naked', ['Standard', 'SE'], [14199, 17199], [2017, 2026], bikeEngine(948, 4, 98, 5.7, 17), 3),
  bike('Kawasaki', 'KLR650', 'Adventure', ['Standard', 'Adventure'], [9999, 11499], [2022, 2026], bikeEngine(652, 1, 52, 4.7, 23, 5), 2),
  bike('KTM', '390 Duke', 'Naked', ['Standard'], [8995, 9995], [2017, 2026], bikeEngine(399, 1, 39, 3.5, 15), 2),
  bike('KTM', '890 Adventure', 'Adventure', ['Standard', 'R'], [22995, 26995], [2021, 2026], bikeEngine(889, 2, 100, 4.5, 20), 2),
  bike('Suzuki', 'V-Strom 650', 'Adventure', ['DL650', 'DL650XT'], [12990, 14990], [2012, 2026], bikeEngine(645, 2, 62, 4.4, 20), 2),
  bike('Harley-Davidson', 'Street Bob', 'Cruiser', ['114'], [28990, 31990], [2018, 2024], bikeEngine(1868, 2, 155, 5.6, 13.2), 2),
  bike('Triumph', 'Bonneville T120', 'Classic', ['Standard', 'Black'], [20990, 23990], [2016, 2024], bikeEngine(1200, 2, 105, 4.8, 14.5), 1),
  bike('BMW', 'R 1250 GS', 'Adventure', ['Standard', 'Adventure'], [29990, 37990], [2019, 2023], bikeEngine(1254, 2, 143, 4.8, 20), 1),
];
