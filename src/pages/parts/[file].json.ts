import type { APIContext } from 'astro';
import { siteParts } from '#src/data/parts-catalogue.ts';

// /parts/catalogue.json: the whole parts catalogue for the parts search island; built only when there is one.
export async function getStaticPaths() {
  return (await siteParts()).length ? [{ params: { file: 'catalogue' } }] : [];
}

export async function GET(_context: APIContext) {
  return new Response(JSON.stringify(await siteParts()), { headers: { 'content-type': 'application/json' } });
}
