// The values an enquiry form starts with when it is about one car (spec 2 section 3, enquiry form
// default values), built from the car so every form on a vehicle page posts the same facts.
import { slugify } from '../vehicle/slug.ts';
import type { Vehicle } from '../vehicle/vehicle.ts';

export type EnquiryDefaults = {
  dealership_slug: string | undefined;
  manufacturer_slug: string;
  stock_number: string | undefined;
  'Vehicle Make': string;
  'Vehicle Model': string;
  car_type: Vehicle['carType'];
  car_id: string;
  vehicle_status: Vehicle['status'];
  opt_in: true;
  message: string;
  subcategory: string | undefined;
  autogauge_enabled: boolean;
};

export type EnquiryDefaultsOptions = {
  /** e.g. 'Vehicle Enquiry', 'Test Drive Booking'. */
  subcategory?: string;
  /** Tenant plugin switch; Autogauge applies to used cars only (spec 2 section 6). */
  autogaugePlugin?: boolean;
  /** Replaces the default comments text. */
  message?: string;
};

type CarFacts = Pick<Vehicle, 'id' | 'year' | 'make' | 'model' | 'badge' | 'stockNumber' | 'carType' | 'status' | 'dealershipSlug'>;

/**
 * Default comments for an enquiry about a car.
 * @example defaultEnquiryMessage({ year: 2019, make: 'Mazda', model: 'CX-5', badge: 'Maxx Sport', stockNumber: 'T101' })
 *   // "I'm interested in the 2019 Mazda CX-5 Maxx Sport (stock no. T101). Is it still available?"
 */
export function defaultEnquiryMessage(car: Pick<Vehicle, 'year' | 'make' | 'model' | 'badge' | 'stockNumber'>): string {
  const name = [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ');
  const stock = car.stockNumber ? ` (stock no. ${car.stockNumber})` : '';
  return `I'm interested in the ${name}${stock}. Is it still available?`;
}

/**
 * Enquiry form defaults for a car.
 * @example enquiryDefaults(car, { subcategory: 'Vehicle Enquiry' })['Vehicle Make'] // 'Mazda'
 */
export function enquiryDefaults(car: CarFacts, options: EnquiryDefaultsOptions = {}): EnquiryDefaults {
  return {
    dealership_slug: car.dealershipSlug ?? undefined,
    manufacturer_slug: slugify(car.make),
    stock_number: car.stockNumber ?? undefined,
    'Vehicle Make': car.make,
    'Vehicle Model': car.model,
    car_type: car.carType,
    car_id: car.id,
    vehicle_status: car.status,
    opt_in: true,
    message: options.message ?? defaultEnquiryMessage(car),
    subcategory: options.subcategory,
    autogauge_enabled: Boolean(options.autogaugePlugin) && car.carType === 'used',
  };
}
