import { generateDemo } from './demo/generate.ts';

/**
 * Generates the demo feeds, media and (unless `photos: false`: npm start draws them while it builds) the photo pool
 * if any are missing; keeps existing ones. Deterministic; the photos take about a minute of CPU, once.
 */
export async function ensureDemoData(options: { photos?: boolean } = {}): Promise<void> {
  const result = await generateDemo({ force: false, log: () => {}, photos: options.photos });
  const written = result.tenants.filter((tenant) => tenant.status === 'written');
  if (written.length || result.media.written) {
    console.log(`Demo data generated in ${result.outDir}: ${written.map((tenant) => `${tenant.slug} (${tenant.cars} cars)`).join(', ') || 'media only'}`);
  }
  if (result.photos?.written) console.log(`Demo photos drawn: ${result.photos.files} files in ${result.photos.dir}`);
}
