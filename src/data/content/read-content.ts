// Reads a tenant's content files: the platform defaults in tenants/_content/<collection>/ and the tenant's own in
// tenants/<slug>/content/<collection>/, each a Markdown file with YAML frontmatter (YAML 1.2: dates stay text).
// src/domain/content/content-set.ts decides what they add up to.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { resolveContent, type ContentResult, type RawEntry } from '#src/domain/content/content-set.ts';
import { CONTENT_COLLECTIONS, type CollectionName } from '#src/domain/content/schema.ts';
import { formatPhone } from '#src/domain/locations/phone.ts';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';
import { REPO_ROOT, tenantsDir } from '../../files/paths.ts';

/** The platform's default content: the repository's, like tenants/_defaults.ts (a TENANTS_DIR holds only tenants). */
export const defaultContentDir = (): string => path.join(REPO_ROOT, 'tenants', '_content');
export const tenantContentDir = (slug: string): string => path.join(tenantsDir(), slug, 'content');

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * A Markdown file's frontmatter and body.
 * @example splitFrontmatter('---\ntitle: Hi\n---\nText') // { frontmatter: { title: 'Hi' }, body: 'Text' }
 */
export function splitFrontmatter(source: string): { frontmatter: unknown; body: string } {
  const match = FRONTMATTER.exec(source);
  if (!match) return { frontmatter: {}, body: source };
  return { frontmatter: parseYaml(match[1]!, { prettyErrors: false }) ?? {}, body: source.slice(match[0].length) };
}

async function markdownFiles(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

async function readCollection(root: string, collection: CollectionName, origin: RawEntry['origin'], errors: string[]): Promise<RawEntry[]> {
  const folder = path.join(root, collection);
  const files = await markdownFiles(folder);
  const entries: RawEntry[] = [];
  for (const file of files) {
    const shown = path.relative(REPO_ROOT, file);
    const id = path.relative(folder, file).replace(/\.md$/, '').split(path.sep).join('/');
    try {
      const { frontmatter, body } = splitFrontmatter(await readFile(file, 'utf8'));
      entries.push({ collection, id, origin, file: shown, frontmatter, body });
    } catch (error) {
      errors.push(`${shown}: (frontmatter): ${(error as Error).message.split('\n')[0]}`);
    }
  }
  return entries;
}

/** Every content file of the defaults and the tenant, read; YAML errors name their file. */
export async function readContentFiles(slug: string): Promise<{ entries: RawEntry[]; errors: string[] }> {
  const errors: string[] = [];
  const entries: RawEntry[] = [];
  for (const collection of Object.keys(CONTENT_COLLECTIONS) as CollectionName[]) {
    if (CONTENT_COLLECTIONS[collection].defaults) entries.push(...(await readCollection(defaultContentDir(), collection, 'default', errors)));
    entries.push(...(await readCollection(tenantContentDir(slug), collection, 'tenant', errors)));
  }
  return { entries, errors };
}

/** A tenant's content, read and checked: what the site's content collections hold, or every error with its file. */
export async function loadTenantContent(tenant: TenantConfig): Promise<ContentResult> {
  const { entries, errors } = await readContentFiles(tenant.slug);
  const resolved = resolveContent(entries, tenant, { formatPhone });
  if (errors.length) return { ok: false, errors: [...errors, ...(resolved.ok ? [] : resolved.errors)] };
  return resolved;
}
