// A thread of read-pages.ts: reads a batch of a site's pages and answers with each one's facts and its JSON-LD
// findings (the two costs of the SEO step and the audit on a page read for the first time), or with each one's
// html-validate findings.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import type { HtmlValidate } from 'html-validate';
import { createHtmlValidator, htmlIssues } from '../seo-audit/html-validate-config.ts';
import { createJsonLdChecker } from '../seo-audit/structured-data-check.ts';
import type { PageIssue } from './page-cache.ts';
import { pageFacts } from './page-facts.ts';
import type { PageRead, ReadRequest } from './read-pages.ts';

const checkJsonLd = createJsonLdChecker();
let validator: HtmlValidate | undefined;

parentPort!.on('message', async ({ batch, siteFolder, files, work }: ReadRequest) => {
  try {
    const pages: Array<PageRead | PageIssue[]> = [];
    for (const file of files) {
      const html = readFileSync(path.join(siteFolder, file), 'utf8');
      if (work === 'validate') {
        pages.push(await htmlIssues((validator ??= createHtmlValidator()), html, file));
        continue;
      }
      const facts = pageFacts(html);
      pages.push({ facts, jsonLd: await checkJsonLd(facts.jsonLd) });
    }
    parentPort!.postMessage({ batch, pages });
  } catch (error) {
    parentPort!.postMessage({ batch, error: `${(error as Error).message} (reading ${files.join(', ')})` });
  }
});
