// The Astro content layer's loader for the tenant being built: each collection's entries from
// loadTenantContent (defaults, the tenant's own files over them, switched-off pages left out), their Markdown
// rendered by Astro. A broken file fails the build with its file and field named; the live site stays.
import type { Loader } from 'astro/loaders';
import { unconfirmedPagesWarning, unconfirmedPromisePages, type ContentResult } from '#src/domain/content/content-set.ts';
import type { CollectionName } from '#src/domain/content/schema.ts';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';
import { loadTenantContent } from './read-content.ts';

let loading: Promise<ContentResult> | undefined;

/** The content, read once per build for every collection; the promise pages left out are said once. */
const tenantContent = (tenant: TenantConfig): Promise<ContentResult> =>
  (loading ??= loadTenantContent(tenant).then((result) => {
    const built = new Set(result.ok ? result.content.pages.map((page) => page.id) : []);
    const warning = unconfirmedPagesWarning(
      tenant.slug,
      unconfirmedPromisePages(tenant).filter((id) => !built.has(id)),
    );
    if (warning && result.ok) console.warn(warning);
    return result;
  }));

const KEYS: Record<CollectionName, 'pages' | 'categories' | 'posts' | 'jobs'> = {
  pages: 'pages',
  'blog-categories': 'categories',
  posts: 'posts',
  jobs: 'jobs',
};

/** A loader for one of the tenant's content collections. */
export function tenantContentLoader(tenant: TenantConfig, collection: CollectionName): Loader {
  return {
    name: `dealer-content:${collection}`,
    async load({ store, renderMarkdown, generateDigest }) {
      const result = await tenantContent(tenant);
      if (!result.ok) throw new Error(`The content of ${tenant.slug} has errors:\n${result.errors.join('\n')}`);
      store.clear();
      for (const entry of result.content[KEYS[collection]]) {
        const data = { ...entry.data } as Record<string, unknown>;
        store.set({
          id: entry.id,
          data,
          body: entry.body,
          filePath: entry.file,
          digest: generateDigest({ data, body: entry.body }),
          rendered: await renderMarkdown(entry.body),
        });
      }
    },
  };
}
