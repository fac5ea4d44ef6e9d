// The content collection of the tenant's parts catalogue (parts.catalogue in tenant.ts): each record checked like
// a stock feed record. Refused records are listed in the build's output; a catalogue that cannot be read, is empty
// or has too many refused records fails the tenant's build, naming the file (the live site stays).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Loader } from 'astro/loaders';
import { catalogueVerdict, parseCatalogue, type ParsedCatalogue } from '#src/domain/parts/catalogue.ts';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';
import { REPO_ROOT, tenantDir } from '../../files/paths.ts';

export function partsCatalogueLoader(tenant: TenantConfig): Loader {
  return {
    name: 'dealer-parts-catalogue',
    async load({ store, generateDigest }) {
      store.clear();
      const config = tenant.parts.catalogue;
      if (!config) return;
      const file = path.resolve(tenantDir(tenant.slug), config.source);
      const shown = path.relative(REPO_ROOT, file);
      let catalogue: ParsedCatalogue;
      try {
        catalogue = parseCatalogue(await readFile(file, 'utf8'), config.format, config.csvColumns);
      } catch (error) {
        throw new Error(`${shown}: the parts catalogue could not be read: ${(error as Error).message}`);
      }
      const refused = catalogue.rejected.map(
        (entry) => `  record ${entry.record}${entry.partNumber ? ` (${entry.partNumber})` : ''}: ${entry.reasons.join('; ')}`,
      );
      const verdict = catalogueVerdict(catalogue, config);
      if (!verdict.usable) throw new Error(`${shown}: the parts catalogue was not used: ${verdict.reason}\n${refused.slice(0, 20).join('\n')}`);
      if (refused.length)
        console.warn(`[${tenant.slug}] parts catalogue: ${catalogue.parts.length} of ${catalogue.total} records used; refused:\n${refused.join('\n')}`);
      catalogue.parts.forEach((part, order) => {
        const data = { ...part, order };
        store.set({ id: part.partNumber, data, digest: generateDigest(data) });
      });
    },
  };
}
