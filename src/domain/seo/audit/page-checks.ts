// Checks of one page on its own: title, description, canonical, indexing signals, language, headings, alt text.
import type { PageFacts } from './page-facts.ts';
import { isNoindex } from './page-facts.ts';
import type { Finding, PageType } from './findings.ts';

/** Lengths search engines show in full (Google truncates titles around 60 characters, descriptions around 160). */
export const TITLE_LENGTH = { min: 10, max: 70 };
export const DESCRIPTION_LENGTH = { min: 50, max: 160 };

export type PageContext = {
  path: string;
  pageType: PageType;
  /** The page's own absolute URL. */
  url: string;
  /** Whether the page should be indexed: not a private path, not a sold or unavailable car, not an error page. */
  shouldIndex: boolean;
};

/**
 * The findings about one page.
 * @example checkPage({ ...facts, titles: [] }, context).map((f) => f.rule) // ['title-missing']
 */
export function checkPage(facts: PageFacts, page: PageContext): Finding[] {
  const findings: Finding[] = [];
  const add = (rule: string, severity: Finding['severity'], message: string) =>
    findings.push({ rule, severity, page: page.path, pageType: page.pageType, message });
  const title = facts.titles[0] ?? '';
  const description = facts.descriptions[0] ?? '';

  // Lengths matter only where a search engine shows them: on indexable pages.
  const shown = page.shouldIndex && !isNoindex(facts);
  if (!facts.lang) add('lang-missing', 'error', 'the html element has no lang');
  if (!title) add('title-missing', 'error', 'no title');
  else if (shown && (title.length > TITLE_LENGTH.max || title.length < TITLE_LENGTH.min))
    add('title-length', 'warning', `title is ${title.length} characters (${TITLE_LENGTH.min}-${TITLE_LENGTH.max} show in full)`);
  if (facts.titles.length > 1) add('title-multiple', 'error', `${facts.titles.length} title elements`);
  if (!description) add('description-missing', page.shouldIndex ? 'error' : 'warning', 'no meta description');
  else if (shown && (description.length > DESCRIPTION_LENGTH.max || description.length < DESCRIPTION_LENGTH.min))
    add(
      'description-length',
      'warning',
      `meta description is ${description.length} characters (${DESCRIPTION_LENGTH.min}-${DESCRIPTION_LENGTH.max} show in full)`,
    );
  if (facts.descriptions.length > 1) add('description-multiple', 'error', `${facts.descriptions.length} meta descriptions`);

  if (facts.canonicals.length === 0) add('canonical-missing', 'error', 'no canonical link');
  else if (facts.canonicals.length > 1) add('canonical-multiple', 'error', `${facts.canonicals.length} canonical links`);
  else if (!/^https?:\/\//.test(facts.canonicals[0]!)) add('canonical-relative', 'error', `canonical ${facts.canonicals[0]} is not an absolute URL`);

  const noindex = isNoindex(facts);
  if (noindex && page.shouldIndex) add('noindex-unexpected', 'error', 'marked noindex, but this page should be indexed');
  if (!noindex && !page.shouldIndex) add('index-unexpected', 'error', 'may be indexed, but this page should be noindex');

  const h1 = facts.headings.filter((level) => level === 1).length;
  if (h1 === 0) add('h1-missing', 'error', 'no h1 heading');
  if (h1 > 1) add('h1-multiple', 'warning', `${h1} h1 headings`);
  let previous = 0;
  for (const level of facts.headings) {
    if (previous && level > previous + 1) {
      add('heading-order', 'warning', `h${level} follows h${previous}: a heading level is skipped`);
      break;
    }
    previous = level;
  }
  const noAlt = facts.images.filter((image) => image.alt === null);
  if (noAlt.length) add('img-alt-missing', 'error', `${noAlt.length} image${noAlt.length === 1 ? '' : 's'} without alt text, e.g. ${noAlt[0]!.src}`);
  return findings;
}

/**
 * Titles and descriptions shared by several indexable pages (each page is told which others share it).
 * @example duplicateFindings([{ path: '/a', ... }, { path: '/b', ... }]) // title-duplicate on both
 */
export function duplicateFindings(pages: ReadonlyArray<{ path: string; pageType: PageType; title: string; description: string }>): Finding[] {
  const findings: Finding[] = [];
  for (const [field, rule] of [
    ['title', 'title-duplicate'],
    ['description', 'description-duplicate'],
  ] as const) {
    const byValue = new Map<string, string[]>();
    for (const page of pages) if (page[field]) byValue.set(page[field], [...(byValue.get(page[field]) ?? []), page.path]);
    for (const page of pages) {
      const others = (byValue.get(page[field]) ?? []).filter((path) => path !== page.path);
      if (others.length)
        findings.push({
          rule,
          severity: 'warning',
          page: page.path,
          pageType: page.pageType,
          message: `same ${field} as ${others.slice(0, 3).join(', ')}${others.length > 3 ? ` and ${others.length - 3} more` : ''}`,
        });
    }
  }
  return findings;
}
