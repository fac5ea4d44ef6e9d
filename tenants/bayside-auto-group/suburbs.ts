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
  suburb, state, postcode, lat, long, street,
});

/** Grouped by state, so each dealership's block of suburbs stays within one or two states. */
export const BAYSIDE_SUBURBS: Suburb[] = [
  row('Parramatta', 'NSW', '2150', -33.8150, 151.0011, 'Church Street'),
  row('Liverpool', 'NSW', '2170', -33.9200, 150.9230, 'Hume Highway'),
  row('Penrith', 'NSW', '2750', -33.7510, 150.6940, 'Mulgoa Road'),
  row('Blacktown', 'NSW', '2148', -33.7710, 150.9060, 'Sunnyholt Road'),
  row('Artarmon', 'NSW', '2064', -33.8090, 151.1850, 'Pacific Highway'),
  row('Brookvale', 'NSW', '2100', -33.7660, 151.2730, 'Pittwater Road'),
  row('Kogarah', 'NSW', '2217', -33.9630, 151.1330, 'Princes Highway'),
  row('Castle Hill', 'NSW', '2154', -33.7310, 151.0040, 'Old Northern Road'),
  row('Newcastle West', 'NSW', '2302', -32.9250, 151.7610, 'Hunter Street'),
  row('Fairy Meadow', 'NSW', '2519', -34.3930, 150.8930, 'Princes Highway'),
  row('West Gosford', 'NSW', '2250', -33.4270, 151.3180, 'Central Coast Highway'),
  row('Ringwood', 'VIC', '3134', -37.8150, 145.2290, 'Maroondah Highway'),
  row('Doncaster', 'VIC', '3108', -37.7870, 145.1250, 'Doncaster Road'),
  row('Essendon', 'VIC', '3040', -37.7540, 144.9190, 'Mount Alexander Road'),
  row('Frankston', 'VIC', '3199', -38.1440, 145.1260, 'Nepean Highway'),
  row('Dandenong', 'VIC', '3175', -37.9870, 145.2150, 'Princes Highway'),
  row('Hoppers Crossing', 'VIC', '3029', -37.8830, 144.7000, 'Old Geelong Road'),
  row('Geelong', 'VIC', '3220', -38.1500, 144.3500, 'Latrobe Terrace'),
  row('Ballarat Central', 'VIC', '3350', -37.5620, 143.8500, 'Sturt Street'),
  row('Burwood East', 'VIC', '3151', -37.8520, 145.1500, 'Burwood Highway'),
  row('Epping', 'VIC', '3076', -37.6400, 145.0250, 'High Street'),
  row('Moorabbin', 'VIC', '3189', -37.9360, 145.0460, 'Nepean Highway'),
  row('Eight Mile Plains', 'QLD', '4113', -27.5800, 153.0950, 'Logan Road'),
  row('Aspley', 'QLD', '4034', -27.3650, 153.0180, 'Gympie Road'),
  row('Capalaba', 'QLD', '4157', -27.5280, 153.1970, 'Redland Bay Road'),
  row('Booval', 'QLD', '4304', -27.6130, 152.7860, 'Brisbane Road'),
  row('Southport', 'QLD', '4215', -27.9670, 153.4000, 'Ferry Road'),
  row('Maroochydore', 'QLD', '4558', -26.6580, 153.0900, 'Maroochydore Road'),
  row('Toowoomba City', 'QLD', '4350', -27.5620, 151.9540, 'James Street'),
  row('Garbutt', 'QLD', '4814', -19.2650, 146.7800, 'Duckworth Street'),
  row('Cairns City', 'QLD', '4870', -16.9360, 145.7550, 'Mulgrave Road'),
  row('West Mackay', 'QLD', '4740', -21.1440, 149.1600, 'Nebo Road'),
  row('Windsor', 'QLD', '4030', -27.4330, 153.0300, 'Lutwyche Road'),
  row('Hindmarsh', 'SA', '5007', -34.9070, 138.5660, 'Port Road'),
  row('St Marys', 'SA', '5042', -34.9950, 138.5770, 'South Road'),
  row('Elizabeth', 'SA', '5112', -34.7180, 138.6700, 'Main North Road'),
  row('Modbury', 'SA', '5092', -34.8320, 138.6840, 'North East Road'),
  row('Christies Beach', 'SA', '5165', -35.1370, 138.4840, 'Beach Road'),
  row('Osborne Park', 'WA', '6017', -31.9000, 115.8100, 'Scarborough Beach Road'),
  row('Cannington', 'WA', '6107', -32.0170, 115.9350, 'Albany Highway'),
  row('Midland', 'WA', '6056', -31.8880, 116.0100, 'Great Eastern Highway'),
  row('Myaree', 'WA', '6154', -32.0410, 115.8170, 'Leach Highway'),
  row('Joondalup', 'WA', '6027', -31.7450, 115.7660, 'Joondalup Drive'),
  row('Rockingham', 'WA', '6168', -32.2820, 115.7460, 'Dixon Road'),
  row('Phillip', 'ACT', '2606', -35.3490, 149.0890, 'Botany Street'),
  row('Fyshwick', 'ACT', '2609', -35.3250, 149.1730, 'Canberra Avenue'),
  row('Belconnen', 'ACT', '2617', -35.2380, 149.0670, 'Lathlain Street'),
  row('Moonah', 'TAS', '7009', -42.8470, 147.2980, 'Main Road'),
  row('Invermay', 'TAS', '7248', -41.4240, 147.1370, 'Invermay Road'),
  row('Winnellie', 'NT', '0820', -12.4280, 130.8800, 'Stuart Highway'),
];
