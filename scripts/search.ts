// Searches a tenant's stock the way its site does, from the command line.
//   npm run search -- --tenant <slug> --params '{"query":"hilux","facets":["make"],"hitsPerPage":5}'
//   npm run search -- --tenant <slug> --params '{"requests":[{"indexName":"cars_price_asc","filters":"make:Kia"}]}'
// Options: --now <ISO time> (default: when the stock was fetched), --all (skip the tenant's base filter).
// Prints the Algolia-shaped response as JSON; a bad argument, parameter or filter prints one line and exits 1.
import { listTenantSlugs, loadTenant } from '#src/files/load-tenant.ts';
import { readSnapshot } from '#src/files/snapshots.ts';
import { searchCli } from './lib/search/search-cli.ts';

const result = await searchCli(process.argv.slice(2), { listTenants: () => listTenantSlugs(), loadTenant, readSnapshot });
if (result.ok) {
  console.log(result.output);
} else {
  console.error(`search: ${result.error}`);
  process.exitCode = 1;
}
