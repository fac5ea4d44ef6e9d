// The sitemap index and its sitemaps, written with the `sitemap` library (the one the field uses, and the one
// @astrojs/sitemap wraps: escaping, the image extension, index files). Not @astrojs/sitemap itself: a big tenant
// renders in several Astro processes, each of which would write a sitemap of its share of the pages only, and
// lastmod here comes from the previous build, which an Astro integration never sees.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SitemapIndexStream, SitemapStream, streamToPromise, type SitemapItemLoose } from 'sitemap';
import { absoluteUrl } from '#src/domain/absolute-url.ts';
import { SITEMAP_GROUPS, SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS, type SitemapGroup } from '#src/domain/seo/sitemap-groups.ts';

export type SitemapEntry = { path: string; group: SitemapGroup; lastmod: string; images: string[] };
/** A sitemap written; `paths`: the URL paths it lists, in its order (what the audit would read back from it). */
export type SitemapFile = { name: string; group: SitemapGroup; urls: number; bytes: number; lastmod: string; paths: string[] };

async function sitemapXml(entries: readonly SitemapEntry[], siteUrl: string): Promise<Buffer> {
  const stream = new SitemapStream({ hostname: siteUrl, xmlns: { image: true, news: false, video: false, xhtml: false } });
  for (const entry of entries) {
    const item: SitemapItemLoose = { url: absoluteUrl(entry.path, siteUrl), lastmod: entry.lastmod };
    if (entry.images.length) item.img = entry.images.slice(0, 1000).map((url) => ({ url }));
    stream.write(item);
  }
  stream.end();
  return streamToPromise(stream);
}

/** Splits a group's entries into files of at most 50,000 URLs and 50 MB (halving a chunk that is too big). */
async function chunkFiles(entries: readonly SitemapEntry[], siteUrl: string): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  const pending: SitemapEntry[][] = [];
  for (let start = 0; start < entries.length; start += SITEMAP_MAX_URLS) pending.push(entries.slice(start, start + SITEMAP_MAX_URLS));
  while (pending.length) {
    const chunk = pending.shift()!;
    const xml = await sitemapXml(chunk, siteUrl);
    if (xml.byteLength <= SITEMAP_MAX_BYTES || chunk.length === 1) chunks.push(xml);
    else pending.unshift(chunk.slice(0, chunk.length / 2), chunk.slice(chunk.length / 2));
  }
  return chunks;
}

/**
 * Writes `sitemap.xml` (the index) and `sitemap-<group>.xml` (`-2`, `-3`... past the limits) into the site folder,
 * one group per file, URLs sorted by path; groups without pages get no file.
 */
export async function writeSitemaps(siteFolder: string, siteUrl: string, entries: readonly SitemapEntry[]): Promise<SitemapFile[]> {
  const files: SitemapFile[] = [];
  for (const group of SITEMAP_GROUPS) {
    const inGroup = entries.filter((entry) => entry.group === group).sort((a, b) => a.path.localeCompare(b.path));
    if (!inGroup.length) continue;
    const chunks = await chunkFiles(inGroup, siteUrl);
    let offset = 0;
    for (const [index, xml] of chunks.entries()) {
      const name = `sitemap-${group}${index ? `-${index + 1}` : ''}.xml`;
      const urls = (xml.toString('utf8').match(/<url>/g) ?? []).length;
      const listed = inGroup.slice(offset, offset + urls);
      const lastmod = listed.reduce((latest, entry) => (entry.lastmod > latest ? entry.lastmod : latest), '');
      offset += urls;
      await writeFile(path.join(siteFolder, name), xml);
      const paths = listed.map((entry) => new URL(absoluteUrl(entry.path, siteUrl)).pathname);
      files.push({ name, group, urls, bytes: xml.byteLength, lastmod, paths });
    }
  }
  const index = new SitemapIndexStream();
  for (const file of files) index.write({ url: absoluteUrl(`/${file.name}`, siteUrl), lastmod: file.lastmod });
  index.end();
  await writeFile(path.join(siteFolder, 'sitemap.xml'), await streamToPromise(index));
  return files;
}
