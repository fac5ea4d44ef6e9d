// Real suburbs on each city's "auto alley", with approximate coordinates, so the location pages,
// maps and the dealer locator look believable. Street numbers are made up by locations.ts.

export type Suburb = {
  suburb: string;
  state: 'NSW' | 'VIC' | 'QLD' | 'SA' | 'WA' | 'ACT' | 'TAS' | 'NT';
  postcode: string;
  lat: number;
  long: number;
  street: string;
};

const row = (suburb: string, state: Suburb['state'], postcode: string, lat: number, long: number, street: string): Suburb => ({
  suburb,
  state,
  postcode,
  lat,
  long,
  street,
});

/** Grouped by state, so each dealership's block of suburbs stays within one or two states. */
export const BAYSIDE_SUBURBS: Suburb[] = [
  row('Parramatta', 'NSW', '2150', -33.815, 151.0011, 'Church Street'),
  row('Liverpool', 'NSW', '2170', -33.92, 150.923, 'Hume Highway'),
  row('Penrith', 'NSW', '2750', -33.751, 150.694, 'Mulgoa Road'),
  row('Blacktown', 'NSW', '2148', -33.771, 150.906, 'Sunnyholt Road'),
  row('Artarmon', 'NSW', '2064', -33.809, 151.185, 'Pacific Highway'),
  row('Brookvale', 'NSW', '2100', -33.766, 151.273, 'Pittwater Road'),
  row('Kogarah', 'NSW', '2217', -33.963, 151.133, 'Princes Highway'),
  row('Castle Hill', 'NSW', '2154', -33.731, 151.004, 'Old Northern Road'),
  row('Newcastle West', 'NSW', '2302', -32.925, 151.761, 'Hunter Street'),
  row('Fairy Meadow', 'NSW', '2519', -34.393, 150.893, 'Princes Highway'),
  row('West Gosford', 'NSW', '2250', -33.427, 151.318, 'Central Coast Highway'),
  row('Ringwood', 'VIC', '3134', -37.815, 145.229, 'Maroondah Highway'),
  row('Doncaster', 'VIC', '3108', -37.787, 145.125, 'Doncaster Road'),
  row('Essendon', 'VIC', '3040', -37.754, 144.919, 'Mount Alexander Road'),
  row('Frankston', 'VIC', '3199', -38.144, 145.126, 'Nepean Highway'),
  row('Dandenong', 'VIC', '3175', -37.987, 145.215, 'Princes Highway'),
  row('Hoppers Crossing', 'VIC', '3029', -37.883, 144.7, 'Old Geelong Road'),
  row('Geelong', 'VIC', '3220', -38.15, 144.35, 'Latrobe Terrace'),
  row('Ballarat Central', 'VIC', '3350', -37.562, 143.85, 'Sturt Street'),
  row('Burwood East', 'VIC', '3151', -37.852, 145.15, 'Burwood Highway'),
  row('Epping', 'VIC', '3076', -37.64, 145.025, 'High Street'),
  row('Moorabbin', 'VIC', '3189', -37.936, 145.046, 'Nepean Highway'),
  row('Eight Mile Plains', 'QLD', '4113', -27.58, 153.095, 'Logan Road'),
  row('Aspley', 'QLD', '4034', -27.365, 153.018, 'Gympie Road'),
  row('Capalaba', 'QLD', '4157', -27.528, 153.197, 'Redland Bay Road'),
  row('Booval', 'QLD', '4304', -27.613, 152.786, 'Brisbane Road'),
  row('Southport', 'QLD', '4215', -27.967, 153.4, 'Ferry Road'),
  row('Maroochydore', 'QLD', '4558', -26.658, 153.09, 'Maroochydore Road'),
  row('Toowoomba City', 'QLD', '4350', -27.562, 151.954, 'James Street'),
  row('Garbutt', 'QLD', '4814', -19.265, 146.78, 'Duckworth Street'),
  row('Cairns City', 'QLD', '4870', -16.936, 145.755, 'Mulgrave Road'),
  row('West Mackay', 'QLD', '4740', -21.144, 149.16, 'Nebo Road'),
  row('Windsor', 'QLD', '4030', -27.433, 153.03, 'Lutwyche Road'),
  row('Hindmarsh', 'SA', '5007', -34.907, 138.566, 'Port Road'),
  row('St Marys', 'SA', '5042', -34.995, 138.577, 'South Road'),
  row('Elizabeth', 'SA', '5112', -34.718, 138.67, 'Main North Road'),
  row('Modbury', 'SA', '5092', -34.832, 138.684, 'North East Road'),
  row('Christies Beach', 'SA', '5165', -35.137, 138.484, 'Beach Road'),
  row('Osborne Park', 'WA', '6017', -31.9, 115.81, 'Scarborough Beach Road'),
  row('Cannington', 'WA', '6107', -32.017, 115.935, 'Albany Highway'),
  row('Midland', 'WA', '6056', -31.888, 116.01, 'Great Eastern Highway'),
  row('Myaree', 'WA', '6154', -32.041, 115.817, 'Leach Highway'),
  row('Joondalup', 'WA', '6027', -31.745, 115.766, 'Joondalup Drive'),
  row('Rockingham', 'WA', '6168', -32.282, 115.746, 'Dixon Road'),
  row('Phillip', 'ACT', '2606', -35.349, 149.089, 'Botany Street'),
  row('Fyshwick', 'ACT', '2609', -35.325, 149.173, 'Canberra Avenue'),
  row('Belconnen', 'ACT', '2617', -35.238, 149.067, 'Lathlain Street'),
  row('Moonah', 'TAS', '7009', -42.847, 147.298, 'Main Road'),
  row('Invermay', 'TAS', '7248', -41.424, 147.137, 'Invermay Road'),
  row('Winnellie', 'NT', '0820', -12.428, 130.88, 'Stuart Highway'),
];
