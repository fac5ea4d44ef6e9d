import type { LenderEstimate } from './finance.ts';

// The RAW feed record, with the spec's field names (spec 1 section 3, spec 2 section 3). This is the
// input format of the feed parser, so field names and value styles follow real dealer feeds,
// snake_case and camelCase mixed, on purpose.

export type RawImage = { image: { url: string; thumb?: { url: string } }; isVideo: boolean };
/** A `videos` entry as feeds send it: an address, or an object with a poster under one of the names feeds use. */
export type RawVideo = string | { url: string; thumb?: { url: string }; poster?: string; title?: string };

export type RawHotspot = { id: number; description: string; anchors: number[] };
export type RawHotspotPosition = { hotspotId: number; activeAngle: number; posX: number; posY: number };

export type RawVariant = {
  cylinders: number | null;
  enginesize: number | null;
  enginesize_litres: number | null;
  induction: string | null;
  fuelconsumptioncombined: number | string | null;
  fuelcapacity: number | string | null;
  grossvehiclemass: number | null;
  vehiclelength: number | null;
  vehicleheight: number | null;
  vehiclewidth: number | null;
  towingcapacitybraked: number | string | null;
  bodyconfiguration: string | null;
  torque: number | null;
  ancaprating: number | string | null;
  geartype: string | null;
};

export type RawCaravanSpecifications = {
  body_width: number;
  body_length: number;
  tare_weight: number;
  axle_type: string;
  sleeps: number;
  aggregate_trailer_mass: number;
};

export type RawLocation = { id: number; name: string; slug: string; phone: string; address: { street: string; city: string; state: string; postcode: string } };

export type RawCar = {
  id: number;
  slug?: string;
  name: string;
  year: number;
  make: string;
  model: string;
  badge: string;
  series: string | null;
  colour: string;
  interior_colour: string | null;
  stocknum: string;
  vin: string;
  nvic: string | null;
  regplate: string | null;
  /** Null for caravans and campers: trailers have no odometer. */
  km: number | null;
  price: number;
  before_price: number | null;
  offer_price: null;
  price_type: 'Drive Away' | 'Excl. Government Charges' | null;
  preorder: boolean;
  car_type: 'new' | 'demo' | 'used';
  status: 'in_stock' | 'coming_soon' | 'sold';
  sold_at: string | null;
  reserved: boolean;
  tag: string | null;
  certified: boolean;
  created_at: string;
  created_at_timestamp: number;
  updated_at: string;
  show_on_dealer_website: boolean;
  simple_fuel: string | null;
  simple_body: string;
  simple_drive: string | null;
  simple_transmission: string | null;
  fuel: string | null;
  drive: string | null;
  trans: string | null;
  seats: number | null;
  doors: number | null;
  engine_size: number | null;
  engine_size_litres: number | null;
  gearnum: number | null;
  bodyconfiguration: string | null;
  build_date: string;
  compliance_date: string;
  rego_expiry: string | null;
  location_id: number;
  location: RawLocation;
  dealership_id: number;
  dealership_slug: string;
  dealership_name: string;
  city: string;
  state: string;
  categories: string[];
  item_type: 'car' | 'caravan' | 'motorcycle';
  filtered_features: string[];
  standardEquipment: string[];
  images: RawImage[];
  primary_image_url: string | null;
  video_url: string | null;
  external_video_url: string | null;
  /** Further videos: on a few demo cars only (car-videos.ts). */
  videos?: RawVideo[];
  spin_images: string[];
  spin_interior_image: string | null;
  hotspots: { exterior: RawHotspot[]; interior: RawHotspot[] } | null;
  exteriorHotspotPositions: RawHotspotPosition[];
  interiorHotspotPositions: RawHotspotPosition[];
  dealercomments: string;
  variant: RawVariant | null;
  specifications?: RawCaravanSpecifications;
  finance_lenders: Record<string, LenderEstimate>;
  youxQuote: null;
  autograb_data: { state_average_market_price: number; average_market_price: number } | null;
  payment_processors: { name: string; amount: number }[];
  file: string | null;
  views: number;
};
