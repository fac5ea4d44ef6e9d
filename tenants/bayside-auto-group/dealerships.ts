// One dealership (rooftop) per franchise, plus the group's used-car business that sells every make.
// Ids are small and stable: location ids are built from them (dealership 3 -> locations 301, 302, ...).

export type BaysideDealership = { id: number; slug: string; name: string; manufacturers: string[] };

export const BAYSIDE_DEALERSHIPS: BaysideDealership[] = [
  { id: 1, slug: 'bayside-toyota', name: 'Bayside Toyota', manufacturers: ['Toyota'] },
  { id: 2, slug: 'bayside-ford', name: 'Bayside Ford', manufacturers: ['Ford'] },
  { id: 3, slug: 'bayside-hyundai', name: 'Bayside Hyundai', manufacturers: ['Hyundai'] },
  { id: 4, slug: 'bayside-kia', name: 'Bayside Kia', manufacturers: ['Kia'] },
  { id: 5, slug: 'bayside-mazda', name: 'Bayside Mazda', manufacturers: ['Mazda'] },
  { id: 6, slug: 'bayside-mitsubishi', name: 'Bayside Mitsubishi', manufacturers: ['Mitsubishi'] },
  { id: 7, slug: 'bayside-nissan', name: 'Bayside Nissan', manufacturers: ['Nissan'] },
  { id: 8, slug: 'bayside-volkswagen', name: 'Bayside Volkswagen', manufacturers: ['Volkswagen'] },
  { id: 9, slug: 'bayside-subaru', name: 'Bayside Subaru', manufacturers: ['Subaru'] },
  { id: 10, slug: 'bayside-isuzu-ute', name: 'Bayside Isuzu Ute', manufacturers: ['Isuzu'] },
  { id: 11, slug: 'bayside-suzuki', name: 'Bayside Suzuki', manufacturers: ['Suzuki'] },
  { id: 12, slug: 'bayside-used-cars', name: 'Bayside Used Cars', manufacturers: [] },
];
