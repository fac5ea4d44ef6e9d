// What the SEO tools need from a built page, read in one streaming pass (htmlparser2: ~2 ms a page, against ~9 ms
// for a DOM parser; a 5,000-car site is read twice per publish, once for the sitemaps and once by the audit).
import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';
import type { PageFacts } from '#src/domain/seo/audit/page-facts.ts';

export type { ImageFact, PageFacts } from '#src/domain/seo/audit/page-facts.ts';

const SKIPPED_TEXT = new Set(['script', 'style', 'template', 'noscript']);

/** Reads a page's SEO facts from its HTML. */
export function pageFacts(html: string): PageFacts {
  const facts: Omit<PageFacts, 'contentHash'> = {
    titles: [],
    descriptions: [],
    canonicals: [],
    robots: [],
    lang: null,
    headings: [],
    links: [],
    images: [],
    jsonLd: [],
  };
  const links = new Set<string>();
  let mainDepth = 0;
  let skipDepth = 0;
  let inHead = false;
  let capture: 'title' | 'jsonld' | null = null;
  let captured = '';
  const mainParts: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'html') facts.lang = attrs.lang ?? null;
        else if (name === 'head') inHead = true;
        else if (name === 'main') mainDepth++;
        else if (name === 'title' && inHead) {
          capture = 'title';
          captured = '';
        } else if (name === 'meta' && attrs.name?.toLowerCase() === 'description') facts.descriptions.push(attrs.content ?? '');
        else if (name === 'meta' && attrs.name?.toLowerCase() === 'robots') facts.robots.push(attrs.content ?? '');
        else if (name === 'link' && attrs.rel?.toLowerCase().split(/\s+/).includes('canonical')) facts.canonicals.push(attrs.href ?? '');
        else if (name === 'a' && attrs.href !== undefined) links.add(attrs.href);
        else if (name === 'img') {
          facts.images.push({ src: attrs.src ?? '', alt: attrs.alt ?? null, inMain: mainDepth > 0 });
          if (mainDepth > 0) mainParts.push(`[img ${attrs.src ?? ''}]`);
        } else if (/^h[1-6]$/.test(name)) facts.headings.push(Number(name[1]));
        if (name === 'script' && attrs.type === 'application/ld+json') {
          capture = 'jsonld';
          captured = '';
        }
        if (SKIPPED_TEXT.has(name)) skipDepth++;
      },
      ontext(text) {
        if (capture) captured += text;
        else if (mainDepth > 0 && skipDepth === 0) mainParts.push(text);
      },
      onclosetag(name) {
        if (name === 'head') inHead = false;
        else if (name === 'main') mainDepth--;
        if (capture === 'title' && name === 'title') facts.titles.push(captured.trim());
        if (capture === 'jsonld' && name === 'script') facts.jsonLd.push(captured);
        if ((capture === 'title' && name === 'title') || (capture === 'jsonld' && name === 'script')) capture = null;
        if (SKIPPED_TEXT.has(name)) skipDepth--;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  facts.links = [...links];
  const said = [
    facts.titles.join('|'),
    facts.descriptions.join('|'),
    facts.canonicals.join('|'),
    facts.robots.join('|'),
    ...facts.jsonLd,
    mainParts.join(' ').replace(/\s+/g, ' ').trim(),
  ];
  return { ...facts, contentHash: createHash('sha256').update(said.join('\n')).digest('base64url').slice(0, 22) };
}

export { isNoindex } from '#src/domain/seo/audit/page-facts.ts';
