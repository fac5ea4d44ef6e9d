// The Astro content layer's loader for the tenant being built: each collection's entries from
// loadTenantContent (defaults, the tenant's own files over them, switched-off pages left out), their Markdown
// rendered by Astro. A broken file fails the build with its file and field named; the live site stays.
import type { Loader } from 'astro/loaders';
import { unconfirmedPagesWarning, unconfirmedPromisePages, type ContentResult } from '#src/domain/content/content-set.ts';
import type { CollectionName } from '#src/domain/content/schema.ts';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';
import { defaultContentDir, loadTenantContent, tenantContentDir } from './read-content.ts';

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
    async load({ store, renderMarkdown, generateDigest, watcher, logger }) {
      const fill = async () => {
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
      };
      await fill();
      // `npm run dev`: a content file edited, added or removed is read again and its pages reload (a build has no watcher).
      if (!watcher) return;
      const dirs = [defaultContentDir(), tenantContentDir(tenant.slug)];
      watcher.add(dirs);
      const reload = (file: string) => {
        if (!dirs.some((dir) => file.startsWith(dir))) return;
        loading = undefined;
        fill().catch((error: unknown) => logger.error((error as Error).message));
      };
      for (const event of ['change', 'add', 'unlink'] as const) watcher.on(event, reload);
    },
  };
}
