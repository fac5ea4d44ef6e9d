// The tenant's parts catalogue as the parts search reads it (the `parts` content collection), in catalogue order.
import { getCollection } from 'astro:content';
import type { Part } from '#src/domain/parts/part.ts';

/** Where the parts search island fetches the whole catalogue from (src/pages/parts/[file].json.ts). */
export const PARTS_CATALOGUE_PATH = '/parts/catalogue.json';

let parts: Promise<Part[]> | undefined;
export function siteParts(): Promise<Part[]> {
  // Typed here, not by the types `astro sync` generates: the typecheck must not depend on a build having run.
  const collection = getCollection as unknown as (name: 'parts') => Promise<{ data: Part & { order: number } }[]>;
  parts ??= collection('parts').then((entries) => entries.sort((a, b) => a.data.order - b.data.order).map(({ data: { order: _order, ...part } }) => part));
  return parts;
}
