import { modelsIndex } from '#src/data/model-pages.ts';
import { tenant } from '#src/data/site.ts';

/** /models/index.json: the model catalogue's search index, for the models page's filter (tenants with a catalogue only). */
export const getStaticPaths = () => (tenant.models.length ? [{ params: { file: 'index' } }] : []);

export function GET(): Response {
  return new Response(JSON.stringify(modelsIndex()), { headers: { 'content-type': 'application/json' } });
}
