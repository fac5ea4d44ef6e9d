// A complete car for tests that need every field (the spec sheet, buttons): override what the test is about.
import type { Vehicle } from './vehicle.ts';

/** A used 2019 Mazda CX-5 in stock at Bayside Mazda, with a variant, features and comments. */
export function usedMazdaInStock(overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    id: '101', slug: '2019-mazda-cx-5-maxx-sport-t101', name: '2019 Mazda CX-5 Maxx Sport', year: 2019, make: 'Mazda', model: 'CX-5',
    badge: 'Maxx Sport', series: 'KF', colour: 'Soul Red', interiorColour: 'Black', stockNumber: 'T101', vin: 'JM0KF4W7A00000101',
    nvic: null, regoPlate: 'ABC123', km: 48_210, priceCents: 3_199_000, beforePriceCents: null, subscriptionPriceCents: null, priceType: 'Drive Away', preorder: false,
    carType: 'used', status: 'in_stock', reserved: false, tag: null, certified: false, createdAt: '2026-11-01T00:00:00Z', updatedAt: null,
    soldAt: null, showOnDealerWebsite: true, simpleBody: 'SUV', simpleFuel: 'Petrol', simpleDrive: 'AWD', simpleTransmission: 'Automatic',
    fuel: 'Unleaded Petrol', drive: 'All Wheel Drive', transmission: '6 Speed Automatic', seats: 5, doors: 5, engineSizeCc: 2488,
    engineSizeLitres: 2.5, gearCount: 6, bodyConfiguration: null, buildDate: '2019-03', complianceDate: null, regoExpiry: '2027-03-01',
    itemType: 'car', locationId: 501, location: null, dealershipId: 5, dealershipSlug: 'bayside-mazda', dealershipName: 'Bayside Mazda',
    city: 'Brisbane', state: 'QLD', categories: [], features: ['Apple CarPlay', 'Reversing camera', 'Blind spot monitoring'],
    standardEquipment: [], images: [], videoUrl: null, externalVideoUrl: null, spinImages: [], spinInteriorImage: null, hotspots: null,
    dealerComments: 'One owner.|Full service history.', variant: null, caravanSpecifications: null, financeLenders: {},
    reserveDepositCents: null, historyReportUrl: null, stateAverageMarketPriceCents: null, averageMarketPriceCents: null,
    ...overrides,
  };
}
