import { generateDemo } from './demo/generate.ts';

/** Generates the demo feeds and media if any are missing (deterministic, a few seconds); keeps existing ones. */
export async function ensureDemoData(): Promise<void> {
  const result = await generateDemo({ force: false, log: () => {} });
  const written = result.tenants.filter((tenant) => tenant.status === 'written');
  if (written.length || result.media.written) {
    console.log(`Demo data generated in ${result.outDir}: ${written.map((tenant) => `${tenant.slug} (${tenant.cars} cars)`).join(', ') || 'media only'}`);
  }
}
