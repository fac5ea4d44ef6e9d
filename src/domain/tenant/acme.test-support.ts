// A small valid tenant for the schema tests: one dealership, one sales location in Parramatta, a JSON feed.

export const ACME_LOCATION = {
  id: 1,
  name: 'Acme Parramatta',
  slug: 'acme-parramatta',
  primary: true,
  location_type: 'sales',
  dealership_id: 7,
  dealership_slug: 'acme',
  phone: '02 9000 0000',
  address: { street: '1 Church St', city: 'Parramatta', state: 'NSW', postcode: '2150', lat: -33.81, long: 151.0 },
};

/** The tenant file's overrides for Acme Cars, with `overrides` on top. */
export const acmeSite = (overrides: object = {}) => ({
  slug: 'acme',
  name: 'Acme Cars',
  url: 'https://www.acme.example',
  dealerships: [{ id: 7, slug: 'acme', name: 'Acme' }],
  locations: [ACME_LOCATION],
  feed: { source: 'feed.json', format: 'json' },
  ...overrides,
});
