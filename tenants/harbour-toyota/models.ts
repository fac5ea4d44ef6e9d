import type { CatalogueModel } from '#src/domain/tenant/schema/models.ts';

// Harbour Toyota's new-car range: the model catalogue behind /models, each model's page and the Vehicles menu.
// Prices are the demo's, in the style of Toyota Australia's published from-prices; pictures are the demo
// generator's drawings of each body (the feed's media folder, served at /media/).

type Body = 'suv' | 'hatch' | 'sedan' | 'ute' | 'van' | 'cab-chassis' | 'coupe';
const VIEWS = ['side', 'front', 'rear'] as const;
const picture = (body: Body, colour: string, view: (typeof VIEWS)[number], name: string) => ({
  url: `/media/${body}-${colour}-${view}.svg`,
  alt: `${name} in ${colour}, ${view === 'side' ? 'side' : `${view} three-quarter`} view`,
  width: 1200,
  height: 800,
});
/** The card and hero picture (side view) and the gallery (front, side and rear). */
const pictures = (body: Body, colour: string, name: string) => ({
  image: picture(body, colour, 'side', name),
  gallery: [picture(body, colour, 'front', name), picture(body, colour, 'side', name), picture(body, colour, 'rear', name)],
});
const DRIVE_AWAY = 'Drive Away';
const dollars = (amount: number) => amount * 100;

export const HARBOUR_TOYOTA_MODELS: CatalogueModel[] = [
  {
    name: 'Yaris Cross', slug: 'yaris-cross', make: 'Toyota', searchModel: 'Yaris Cross', body: 'SUV',
    tagline: 'The small SUV with big hybrid economy.',
    description: ['Yaris Cross brings SUV ride height and a roomy boot to a city-sized footprint, with a self-charging hybrid that sips 3.8 L/100km.', 'Every grade comes with Toyota Safety Sense, including autonomous emergency braking and lane trace assist.'],
    ...pictures('suv', 'white', 'Toyota Yaris Cross'),
    keySpecs: [{ label: 'Fuel economy', value: 'from 3.8 L/100km' }, { label: 'Seats', value: '5' }, { label: 'Boot', value: '390 L' }, { label: 'ANCAP', value: '5 stars' }],
    variants: [
      { name: 'GX Hybrid', fromPriceCents: dollars(33_990), priceType: DRIVE_AWAY, engine: '1.5L 3-cylinder hybrid', transmission: 'e-CVT', fuel: 'Hybrid', highlights: ['8-inch touchscreen', 'Wireless Apple CarPlay and Android Auto', 'Reversing camera'] },
      { name: 'GXL Hybrid', fromPriceCents: dollars(36_490), priceType: DRIVE_AWAY, engine: '1.5L 3-cylinder hybrid', transmission: 'e-CVT', fuel: 'Hybrid', highlights: ['Satellite navigation', 'Keyless entry and start', '18-inch alloys'] },
      { name: 'Urban Hybrid AWD', fromPriceCents: dollars(41_990), priceType: DRIVE_AWAY, engine: '1.5L 3-cylinder hybrid', transmission: 'e-CVT', fuel: 'Hybrid', highlights: ['AWD-i electric rear axle', 'Head-up display', 'Synthetic leather seats'] },
    ],
    accessories: [
      { name: 'Rubber floor mats', description: 'Deep-edged mats for sand and mud, front and rear.', priceCents: dollars(189), partNumber: 'PW210-0D001' },
      { name: 'Cargo liner', description: 'A moulded boot liner that lifts out to hose clean.', priceCents: dollars(149), partNumber: 'PW241-0D000' },
    ],
  },
  {
    name: 'Corolla Hatch', slug: 'corolla-hatch', make: 'Toyota', searchModel: 'Corolla', body: 'Hatch',
    tagline: "Australia's favourite small car, now hybrid as standard.",
    description: ['The Corolla hatch pairs a sharp chassis with a hybrid drivetrain in every grade.', 'Inside, a 10.5-inch screen and connected services keep you in touch on the move.'],
    ...pictures('hatch', 'red', 'Toyota Corolla hatch'),
    keySpecs: [{ label: 'Fuel economy', value: 'from 4.0 L/100km' }, { label: 'Seats', value: '5' }, { label: 'Power', value: '103 kW (hybrid system)' }, { label: 'ANCAP', value: '5 stars' }],
    variants: [
      { name: 'Ascent Sport Hybrid', fromPriceCents: dollars(35_490), priceType: DRIVE_AWAY, engine: '2.0L 4-cylinder hybrid', transmission: 'e-CVT', fuel: 'Hybrid', highlights: ['10.5-inch touchscreen', 'Adaptive cruise control', '16-inch alloys'] },
      { name: 'SX Hybrid', fromPriceCents: dollars(38_990), priceType: DRIVE_AWAY, engine: '2.0L 4-cylinder hybrid', transmission: 'e-CVT', fuel: 'Hybrid', highlights: ['Satellite navigation', 'Dual-zone climate control', '18-inch alloys'] },
      { name: 'ZR Hybrid', fromPriceCents: dollars(43_490), priceType: DRIVE_AWAY, engine: '2.0L 4-cylinder hybrid', transmission: 'e-CVT', fuel: 'Hybrid', highlights: ['Head-up display', 'JBL audio', 'Sports seats'] },
    ],
    accessories: [
      { name: 'Alloy wheel locks', description: 'Locking nuts for all four wheels, with a coded key.', priceCents: dollars(119) },
      { name: 'Rear spoiler', description: 'Painted to match, fitted at our service centre.', priceCents: dollars(649) },
      { name: 'Weather shields', description: 'Slim tinted shields for front and rear doors.', priceCents: dollars(329) },
    ],
  },
  {
    name: 'Corolla Cross', slug: 'corolla-cross', make: 'Toyota', searchModel: 'Corolla Cross', body: 'SUV',
    tagline: 'Corolla comfort with SUV practicality.',
    description: ['Corolla Cross adds a 425-litre boot and extra ground clearance to the Corolla recipe.', 'Choose front-wheel drive or the hybrid AWD for gravel roads and wet winters.'],
    ...pictures('suv', 'grey', 'Toyota Corolla Cross'),
    keySpecs: [{ label: 'Fuel economy', value: 'from 4.4 L/100km' }, { label: 'Seats', value: '5' }, { label: 'Boot', value: '425 L' }, { label: 'Towing (braked)', value: '750 kg' }],
    variants: [
      { name: 'GX Hybrid', fromPriceCents: dollars(40_490), priceType: DRIVE_AWAY, engine: '2.0L 4-cylinder hybrid', transmission: 'e-CVT', fuel: 'Hybrid', highlights: ['10.5-inch touchscreen', 'Reversing camera', 'LED headlamps'] },
      { name: 'Atmos Hybrid AWD', fromPriceCents: dollars(52_990), priceType: DRIVE_AWAY, engine: '2.0L 4-cylinder hybrid', transmission: 'e-CVT', fuel: 'Hybrid', highlights: ['Panoramic roof', 'Power tailgate', 'Heated front seats'] },
    ],
    accessories: [],
  },
  {
    name: 'Camry', slug: 'camry', make: 'Toyota', searchModel: 'Camry', body: 'Sedan',
    tagline: 'The mid-size sedan that does it all, quietly.',
    description: ['The latest Camry is hybrid only, with more power and lower fuel use than ever.', 'Rear-seat room, a long service interval and capped-price servicing make it a fleet and family favourite.'],
    ...pictures('sedan', 'white', 'Toyota Camry'),
    keySpecs: [{ label: 'Fuel economy', value: 'from 4.2 L/100km' }, { label: 'Seats', value: '5' }, { label: 'Power', value: '168 kW (hybrid system)' }, { label: 'ANCAP', value: '5 stars' }],
    variants: [
      { name: 'Ascent Hybrid', fromPriceCents: dollars(43_990), priceType: DRIVE_AWAY, engine: '2.5L 4-cylinder hybrid', transmission: 'e-CVT', fuel: 'Hybrid', highlights: ['12.3-inch touchscreen', 'Wireless charger', 'Adaptive cruise control'] },
      { name: 'SL Hybrid', fromPriceCents: dollars(55_990), priceType: DRIVE_AWAY, engine: '2.5L 4-cylinder hybrid', transmission: 'e-CVT', fuel: 'Hybrid', highlights: ['Ventilated front seats', 'Head-up display', 'JBL audio'] },
    ],
    accessories: [
      { name: 'Boot mat', description: 'Carpet boot mat with the Camry script.', priceCents: dollars(129) },
      { name: 'Paint protection film', description: 'Clear film on the bonnet edge and mirrors.', priceCents: dollars(590) },
    ],
  },
  {
    name: 'C-HR', slug: 'c-hr', make: 'Toyota', searchModel: 'C-HR', body: 'SUV',
    tagline: 'Coupe looks, hybrid smarts.',
    description: ['C-HR is the small SUV for people who like to stand out, with a two-tone roof and a driver-focused cabin.'],
    ...pictures('suv', 'orange', 'Toyota C-HR'),
    keySpecs: [{ label: 'Fuel economy', value: 'from 4.1 L/100km' }, { label: 'Seats', value: '5' }, { label: 'Screen', value: '12.3 inches' }],
    variants: [
      { name: 'GXL Hybrid', fromPriceCents: dollars(45_990), priceType: DRIVE_AWAY, engine: '2.0L 4-cylinder hybrid', transmission: 'e-CVT', fuel: 'Hybrid', highlights: ['Two-tone paint', 'Wireless charger', 'Digital instrument cluster'] },
      { name: 'GR Sport Hybrid AWD', fromPriceCents: dollars(58_990), priceType: DRIVE_AWAY, engine: '2.0L 4-cylinder hybrid', transmission: 'e-CVT', fuel: 'Hybrid', highlights: ['GR Sport styling', 'Sports suspension', '20-inch alloys'] },
    ],
    accessories: [],
  },
  {
    name: 'RAV4', slug: 'rav4', make: 'Toyota', searchModel: 'RAV4', body: 'SUV',
    tagline: "Australia's best-selling SUV.",
    description: ['RAV4 Hybrid combines a 2.5-litre engine with electric motors for 163 kW and economy from 4.7 L/100km.', 'Choose front-wheel drive or AWD-i, with a 1,500 kg braked towing capacity on AWD grades.'],
    ...pictures('suv', 'red', 'Toyota RAV4'),
    keySpecs: [{ label: 'Fuel economy', value: 'from 4.7 L/100km' }, { label: 'Seats', value: '5' }, { label: 'Towing (braked)', value: 'up to 1,500 kg' }, { label: 'ANCAP', value: '5 stars' }],
    variants: [
      { name: 'GX Hybrid', fromPriceCents: dollars(44_990), priceType: DRIVE_AWAY, engine: '2.5L 4-cylinder hybrid', transmission: 'e-CVT', fuel: 'Hybrid', highlights: ['10.5-inch touchscreen', 'Adaptive cruise control', '17-inch alloys'] },
      { name: 'GXL Hybrid AWD', fromPriceCents: dollars(51_990), priceType: DRIVE_AWAY, engine: '2.5L 4-cylinder hybrid', transmission: 'e-CVT', fuel: 'Hybrid', highlights: ['AWD-i', 'Satellite navigation', 'Privacy glass'] },
      { name: 'Cruiser Hybrid AWD', fromPriceCents: dollars(55_490), priceType: DRIVE_AWAY, engine: '2.5L 4-cylinder hybrid', transmission: 'e-CVT', fuel: 'Hybrid', highlights: ['Power tailgate', 'Heated and ventilated seats', 'Panoramic view monitor'] },
      { name: 'Edge Hybrid AWD', fromPriceCents: dollars(60_990), priceType: DRIVE_AWAY, engine: '2.5L 4-cylinder hybrid', transmission: 'e-CVT', fuel: 'Hybrid', highlights: ['Off-road styling', 'Multi-terrain select', '19-inch alloys'] },
    ],
    accessories: [
      { name: 'Towbar kit', description: 'Genuine towbar with a 1,500 kg rating, wiring and tongue.', priceCents: dollars(1_190), partNumber: 'PZQ64-42010' },
      { name: 'Roof racks', description: 'Aluminium cross bars that lock to the roof rails.', priceCents: dollars(549), partNumber: 'PZ403-X0120' },
      { name: 'Cargo tray', description: 'A deep rubber tray for wet gear and muddy boots.', priceCents: dollars(169) },
      { name: 'Bonnet protector', description: 'Tinted acrylic shield against stone chips.', priceCents: dollars(219) },
    ],
  },
  {
    name: 'Kluger', slug: 'kluger', make: 'Toyota', searchModel: 'Kluger', body: 'SUV',
    tagline: 'Seven seats, hybrid economy.',
    description: ['Kluger seats seven with room for their bags, and the hybrid AWD uses about 5.6 L/100km.'],
    ...pictures('suv', 'silver', 'Toyota Kluger'),
    keySpecs: [{ label: 'Fuel economy', value: 'from 5.6 L/100km' }, { label: 'Seats', value: '7' }, { label: 'Towing (braked)', value: '2,000 kg' }],
    variants: [
      { name: 'GX Hybrid AWD', fromPriceCents: dollars(65_490), priceType: DRIVE_AWAY, engine: '2.5L 4-cylinder hybrid', transmission: 'e-CVT', fuel: 'Hybrid', highlights: ['Three-zone climate control', '8-inch touchscreen', 'Roof rails'] },
      { name: 'Grande Hybrid AWD', fromPriceCents: dollars(86_990), priceType: DRIVE_AWAY, engine: '2.5L 4-cylinder hybrid', transmission: 'e-CVT', fuel: 'Hybrid', highlights: ['Panoramic sunroof', 'Second-row captain chairs', 'Head-up display'] },
    ],
    accessories: [],
  },
  {
    name: 'LandCruiser Prado', slug: 'landcruiser-prado', make: 'Toyota', searchModel: 'LandCruiser Prado', body: 'SUV',
    tagline: 'Go anywhere, in comfort.',
    description: ['The new Prado keeps its ladder frame and low-range transfer case, now with a 48-volt assisted 2.8-litre turbo diesel.', 'Up to seven seats, 3,500 kg towing and a 110-litre tank for long trips.'],
    ...pictures('suv', 'black', 'Toyota LandCruiser Prado'),
    keySpecs: [{ label: 'Engine', value: '2.8L turbo diesel, 150 kW' }, { label: 'Seats', value: '5 or 7' }, { label: 'Towing (braked)', value: '3,500 kg' }, { label: 'Fuel tank', value: '110 L' }],
    variants: [
      { name: 'GX', fromPriceCents: dollars(78_990), priceType: DRIVE_AWAY, engine: '2.8L 4-cylinder turbo diesel', transmission: '8-speed automatic', fuel: 'Diesel', highlights: ['Full-time 4WD', '12.3-inch touchscreen', 'Rear diff lock'] },
      { name: 'VX', fromPriceCents: dollars(92_990), priceType: DRIVE_AWAY, engine: '2.8L 4-cylinder turbo diesel', transmission: '8-speed automatic', fuel: 'Diesel', highlights: ['Leather-accented seats', 'Multi-terrain monitor', '20-inch alloys'] },
    ],
    accessories: [
      { name: 'Steel bull bar', description: 'Airbag-compatible, winch-ready, with fog lamp mounts.', priceCents: dollars(3_490) },
      { name: 'Snorkel', description: 'Raised air intake for water crossings and dust.', priceCents: dollars(899) },
    ],
  },
  {
    name: 'LandCruiser 300', slug: 'landcruiser-300', make: 'Toyota', searchModel: 'LandCruiser 300', body: 'SUV',
    tagline: 'The flagship LandCruiser.',
    description: ['A 3.3-litre twin-turbo V6 diesel makes 227 kW and 700 Nm, with 3,500 kg towing and a 110-litre main tank.'],
    ...pictures('suv', 'white', 'Toyota LandCruiser 300'),
    keySpecs: [{ label: 'Engine', value: '3.3L twin-turbo V6 diesel, 227 kW' }, { label: 'Torque', value: '700 Nm' }, { label: 'Towing (braked)', value: '3,500 kg' }, { label: 'Seats', value: '5 or 7' }],
    variants: [
      { name: 'GXL', fromPriceCents: dollars(118_990), priceType: DRIVE_AWAY, engine: '3.3L V6 twin-turbo diesel', transmission: '10-speed automatic', fuel: 'Diesel', highlights: ['Seven seats', 'Crawl control', 'Multi-terrain select'] },
      { name: 'Sahara', fromPriceCents: dollars(148_990), priceType: DRIVE_AWAY, engine: '3.3L V6 twin-turbo diesel', transmission: '10-speed automatic', fuel: 'Diesel', highlights: ['Rear-seat entertainment', 'Cool box', 'Heated and ventilated seats'] },
    ],
    accessories: [
      { name: 'Alloy bull bar', description: 'Lighter than steel, with recovery points.', priceCents: dollars(4_190) },
      { name: 'Long-range tank', description: 'An extra 70 L for remote touring.', priceCents: dollars(2_290) },
    ],
  },
  {
    name: 'LandCruiser 70', slug: 'landcruiser-70', make: 'Toyota', searchModel: 'LandCruiser 70', body: 'Cab Chassis',
    tagline: 'Built for the bush, for forty years.',
    description: ['The LandCruiser 70 series cab chassis carries trays, service bodies and campers across the country, with a 2.8-litre four-cylinder or the V8.'],
    ...pictures('cab-chassis', 'white', 'Toyota LandCruiser 70'),
    keySpecs: [{ label: 'Engine', value: '2.8L turbo diesel, 150 kW' }, { label: 'Payload', value: 'up to 1,200 kg' }, { label: 'Towing (braked)', value: '3,500 kg' }],
    variants: [
      { name: 'WorkMate Single Cab', fromPriceCents: dollars(79_990), priceType: DRIVE_AWAY, engine: '2.8L 4-cylinder turbo diesel', transmission: '6-speed automatic', fuel: 'Diesel', highlights: ['Part-time 4WD', 'Front and rear diff locks', 'Steel tray'] },
      { name: 'GXL Double Cab', fromPriceCents: dollars(90_990), priceType: DRIVE_AWAY, engine: '2.8L 4-cylinder turbo diesel', transmission: '6-speed automatic', fuel: 'Diesel', highlights: ['Five seats', 'Alloy wheels', 'Snorkel'] },
    ],
    accessories: [],
  },
  {
    name: 'HiLux', slug: 'hilux', make: 'Toyota', searchModel: 'HiLux', body: 'Ute',
    tagline: 'Unbreakable, on the job and off it.',
    description: ['HiLux comes as a work-ready single cab or a family double cab, with a 2.8-litre turbo diesel and 3,500 kg towing.', 'SR5 and Rogue grades add the comfort and style for weekends away.'],
    ...pictures('ute', 'white', 'Toyota HiLux'),
    keySpecs: [{ label: 'Engine', value: '2.8L turbo diesel, 150 kW' }, { label: 'Torque', value: '500 Nm' }, { label: 'Towing (braked)', value: '3,500 kg' }, { label: 'ANCAP', value: '5 stars' }],
    variants: [
      { name: 'Workmate 4x2 Single Cab', fromPriceCents: dollars(36_990), priceType: DRIVE_AWAY, engine: '2.4L 4-cylinder turbo diesel', transmission: '6-speed automatic', fuel: 'Diesel', highlights: ['Steel tray', 'Vinyl floor', 'Reversing camera'] },
      { name: 'SR 4x4 Double Cab', fromPriceCents: dollars(59_990), priceType: DRIVE_AWAY, engine: '2.8L 4-cylinder turbo diesel', transmission: '6-speed automatic', fuel: 'Diesel', highlights: ['Part-time 4WD', 'Rear diff lock', '8-inch touchscreen'] },
      { name: 'SR5 4x4 Double Cab', fromPriceCents: dollars(68_990), priceType: DRIVE_AWAY, engine: '2.8L 4-cylinder turbo diesel', transmission: '6-speed automatic', fuel: 'Diesel', highlights: ['18-inch alloys', 'Satellite navigation', 'Sports bar'] },
      { name: 'Rogue 4x4 Double Cab', fromPriceCents: dollars(77_990), priceType: DRIVE_AWAY, engine: '2.8L 4-cylinder turbo diesel', transmission: '6-speed automatic', fuel: 'Diesel', highlights: ['Tonneau cover', 'Leather-accented seats', 'Wide-track suspension'] },
    ],
    accessories: [
      { name: 'Towbar kit', description: 'Genuine 3,500 kg towbar with wiring.', priceCents: dollars(1_290), partNumber: 'PZQ64-0K010' },
      { name: 'Tub liner', description: 'Under-rail liner that protects the tub from tools and loads.', priceCents: dollars(499) },
      { name: 'Steel bull bar', description: 'Airbag-compatible bar with fog lamps.', priceCents: dollars(2_990) },
      { name: 'Canopy', description: 'Painted fibreglass canopy with lift-up side windows.', priceCents: dollars(4_890) },
      { name: 'Snorkel', description: 'Raised air intake for water crossings and dust.', priceCents: dollars(799) },
    ],
  },
  {
    name: 'HiAce', slug: 'hiace', make: 'Toyota', searchModel: 'HiAce', body: 'Van',
    tagline: 'The van that keeps businesses moving.',
    description: ['HiAce long wheelbase and super long wheelbase vans carry up to 1,175 kg, with a 2.8-litre turbo diesel.'],
    ...pictures('van', 'white', 'Toyota HiAce'),
    keySpecs: [{ label: 'Engine', value: '2.8L turbo diesel, 130 kW' }, { label: 'Payload', value: 'up to 1,175 kg' }, { label: 'Cargo length', value: 'up to 3,450 mm' }],
    variants: [
      { name: 'LWB Van', fromPriceCents: dollars(54_990), priceType: DRIVE_AWAY, engine: '2.8L 4-cylinder turbo diesel', transmission: '6-speed automatic', fuel: 'Diesel', highlights: ['Dual sliding doors', 'Cargo barrier', '8-inch touchscreen'] },
      { name: 'SLWB Crew Van', fromPriceCents: dollars(63_990), priceType: DRIVE_AWAY, engine: '2.8L 4-cylinder turbo diesel', transmission: '6-speed automatic', fuel: 'Diesel', highlights: ['Five seats', 'High roof', 'Rear air conditioning'] },
    ],
    accessories: [],
  },
  {
    name: 'GR86', slug: 'gr86', make: 'Toyota', searchModel: 'GR86', body: 'Coupe',
    tagline: 'Rear-wheel drive, the way it should be.',
    description: ['A 2.4-litre boxer, rear-wheel drive and a manual gearbox make the GR86 the purest drive in the range.'],
    ...pictures('coupe', 'blue', 'Toyota GR86'),
    keySpecs: [{ label: 'Engine', value: '2.4L flat-four, 174 kW' }, { label: 'Seats', value: '4' }, { label: '0-100 km/h', value: '6.3 seconds (manual)' }],
    variants: [
      { name: 'GTS Manual', fromPriceCents: dollars(57_990), priceType: DRIVE_AWAY, engine: '2.4L flat-four', transmission: '6-speed manual', fuel: 'Petrol', highlights: ['Limited-slip differential', 'Michelin Pilot Sport 4', 'Heated seats'] },
    ],
    accessories: [],
  },
  {
    name: 'bZ4X', slug: 'bz4x', make: 'Toyota', searchModel: 'bZ4X', body: 'SUV',
    tagline: "Toyota's all-electric SUV.",
    description: ['bZ4X drives up to 500 km on a charge, with AC charging at home and DC fast charging on the road.'],
    ...pictures('suv', 'blue', 'Toyota bZ4X'),
    keySpecs: [{ label: 'Range', value: 'up to 500 km (WLTP)' }, { label: 'DC charging', value: '150 kW' }, { label: 'Seats', value: '5' }],
    variants: [
      { name: 'GXL FWD', fromPriceCents: dollars(62_990), priceType: DRIVE_AWAY, engine: 'Single electric motor, 150 kW', transmission: 'Single-speed', fuel: 'Electric', highlights: ['Heat pump', '14-inch touchscreen', 'Wireless charger'] },
      { name: 'Touring AWD', fromPriceCents: dollars(71_990), priceType: DRIVE_AWAY, engine: 'Dual electric motors, 252 kW', transmission: 'Single-speed', fuel: 'Electric', highlights: ['AWD', 'Panoramic roof', 'Power tailgate'] },
    ],
    accessories: [],
  },
];
