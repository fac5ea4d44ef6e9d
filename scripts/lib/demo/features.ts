import type { ModelSpec } from './catalogue-types.ts';
import type { Rng } from './random.ts';

// Feature lists for cards and filters (`filtered_features`) and the longer `standardEquipment` list.
// Higher badges and dearer cars get more of the premium features.

const BASE = [
  'Bluetooth',
  'Reversing Camera',
  'Cruise Control',
  'Air Conditioning',
  'Keyless Entry',
  'USB Charging',
  'Rear Parking Sensors',
  'Autonomous Emergency Braking',
  'Lane Keep Assist',
];
const MID = [
  'Apple CarPlay',
  'Android Auto',
  'Adaptive Cruise Control',
  'Blind Spot Monitoring',
  'Rear Cross Traffic Alert',
  'Dual Zone Climate Control',
  'Alloy Wheels',
  'Push Button Start',
  'Satellite Navigation',
  'LED Headlights',
  'Front Parking Sensors',
  'Wireless Phone Charging',
  'Digital Instrument Cluster',
  'Auto Headlights',
  'Rain Sensing Wipers',
];
const PREMIUM = [
  'Leather Seats',
  'Heated Front Seats',
  'Ventilated Front Seats',
  'Power Tailgate',
  'Sunroof',
  '360 Degree Camera',
  'Head-Up Display',
  'Premium Sound System',
  'Memory Seats',
  'Panoramic Sunroof',
  'Heated Steering Wheel',
  'Power Front Seats',
];
const BY_BODY: Partial<Record<ModelSpec['body'], string[]>> = {
  Ute: ['Tow Bar', 'Tub Liner', 'Nudge Bar', 'Snorkel', 'Side Steps', 'Tonneau Cover', 'Roof Racks'],
  'Cab Chassis': ['Tow Bar', 'Alloy Tray', 'Toolbox', 'Snorkel', 'Headboard with Ladder Rack'],
  SUV: ['Roof Rails', 'Tow Bar', 'Third Row Seating'],
  Van: ['Cargo Barrier', 'Dual Sliding Doors', 'Rubber Floor Mat', 'Tow Bar'],
  'People Mover': ['Power Sliding Doors', 'Third Row Seating', 'Rear Air Vents'],
  Caravan: [
    'Ensuite',
    'Solar Panels',
    'Lithium Battery',
    'Diesel Heater',
    'Front Boot',
    'External Shower',
    'Washing Machine',
    'Air Conditioner',
    'Island Bed',
    'Roll-out Awning',
    'Off-road Suspension',
    'Twin 95L Water Tanks',
    'Microwave',
    '4 Burner Cooktop',
    'Gas/Electric Hot Water',
    'Bunk Beds',
    'TV Antenna',
  ],
  'Camper Trailer': [
    'Slide-out Kitchen',
    'Solar Panels',
    'AGM Battery',
    'Off-road Suspension',
    'Queen Bed',
    'Annex',
    '90L Water Tank',
    'Stone Guard',
    'Pantry',
  ],
  Motorcycle: [
    'ABS',
    'Traction Control',
    'Riding Modes',
    'Quickshifter',
    'TFT Display',
    'LED Lighting',
    'Slipper Clutch',
    'Heated Grips',
    'Bluetooth Connectivity',
    'Adjustable Suspension',
    'Luggage Rack',
    'Cruise Control',
  ],
};

/** 6-20 features. `tier` is 0..1: the car's badge position within its line, nudged by price. */
export function pickFeatures(rng: Rng, model: ModelSpec, tier: number, isFourWheelDrive: boolean, isElectric: boolean): string[] {
  const special = BY_BODY[model.body] ?? [];
  if (model.itemType !== 'car') {
    return rng.sample(special, rng.int(Math.min(6, special.length), special.length));
  }
  const features = [
    ...rng.sample(BASE, rng.int(4, BASE.length)),
    ...rng.sample(MID, Math.round(3 + tier * 9)),
    ...rng.sample(PREMIUM, Math.round(tier * tier * 7)),
    ...rng.sample(special, rng.int(0, Math.min(3, special.length))),
    ...(isFourWheelDrive ? ['Hill Descent Control', 'Low Range Transfer Case'] : []),
    ...(isElectric ? ['DC Fast Charging', 'Vehicle-to-Load'] : []),
  ];
  return [...new Set(features)].slice(0, 20);
}

const SAFETY = [
  'ABS (Antilock Brakes)',
  'Airbags - Driver',
  'Airbag - Passenger',
  'Airbags - Side for 1st Row Occupants (Front)',
  'Airbags - Head for 1st Row Seats (Front)',
  'Airbags - Head for 2nd Row Seats',
  'Electronic Stability Program',
  'Traction Control System',
  'Brake Assist',
  'Electronic Brake Force Distribution',
  'Seatbelt - Pretensioners 1st Row (Front)',
  'Seatbelt - Load Limiters 1st Row (Front)',
  'Hill Holder',
  'Engine Immobiliser',
];
const COMFORT = [
  'Central Locking - Remote/Keyless',
  'Power Steering - Electric Assist',
  'Trip Computer',
  'Multi-function Control Screen - Colour',
  'Power Windows - Front & Rear',
  'Power Mirrors',
  'Steering Wheel - Audio Controls',
  'Adjustable Steering Wheel - Tilt & Reach',
  'Cup Holders - 1st Row',
  'Spare Wheel - Temporary',
  'Tyre Pressure Monitor',
  'Speed Zone Reminder - Road Sign Recognition',
  'Driver Attention Detection',
  '12V Socket(s) - Auxiliary',
];

export function pickStandardEquipment(rng: Rng, model: ModelSpec): string[] {
  if (model.itemType === 'caravan') return ['Electric Brakes', 'Safety Chains', 'Jockey Wheel', 'Gas Bottle Holders', 'Mains Power Inlet', '12V Fridge'];
  if (model.itemType === 'motorcycle') return ['ABS (Antilock Brakes)', 'Digital Instrument Display', 'Side Stand Engine Cut-off', 'LED Tail Light'];
  return [...rng.sample(SAFETY, rng.int(8, SAFETY.length)), ...rng.sample(COMFORT, rng.int(4, 11))];
}
