// Pages read on worker threads give what the same readers give in this thread, in the order asked.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createHtmlValidator, htmlIssues } from '../seo-audit/html-validate-config.ts';
import { createJsonLdChecker } from '../seo-audit/structured-data-check.ts';
import { pageFacts } from './page-facts.ts';
import { readPagesThreaded, validatePagesThreaded } from './read-pages.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'read-pages-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const page = (n: number) => {
  const jsonLd =
    n % 3 === 0
      ? '{"@context":"https://schema.org","@type":"Car","name":"Car ' + n + '"'
      : JSON.stringify({
          '@context': 'https://schema.org',
          '@type': 'Car',
          name: `Car ${n}`,
          offers: { '@type': 'Offer', price: 1000 + n, priceCurrency: 'AUD' },
        });
  return `<!doctype html><html lang="en"><head><title>Car ${n}</title><meta name="description" content="Car number ${n}"><script type="application/ld+json">${jsonLd}</script></head><body><main><h1>Car ${n}</h1><a href="/cars/${n + 1}">Next</a><img src="/media/${n}.jpg" alt="">${n % 2 ? `<img src="/media/${n}b.jpg"><button>` : ''}</main></body></html>`;
};

describe('reading pages on every core', () => {
  it('gives each page the facts and JSON-LD findings it gets in this thread, in the order asked', async () => {
    const files = Array.from({ length: 120 }, (_, n) => `car-${n}.html`);
    files.forEach((file, n) => writeFileSync(path.join(folder, file), page(n)));
    const check = createJsonLdChecker();
    const expected = [];
    for (const file of files) {
      const facts = pageFacts(page(files.indexOf(file)));
      expected.push({ facts, jsonLd: await check(facts.jsonLd) });
    }
    const read = await readPagesThreaded(folder, files, 2);
    expect(read).toEqual(expected);
    expect(read.filter((item) => item.jsonLd.some((issue) => issue.rule === 'structured-data-syntax'))).toHaveLength(40);
  });

  it("gives each page html-validate's findings in this thread", async () => {
    const files = Array.from({ length: 30 }, (_, n) => `car-${n}.html`);
    const validator = createHtmlValidator();
    const expected = await Promise.all(files.map((file, n) => htmlIssues(validator, page(n), file)));
    expect(expected.flat().length).toBeGreaterThan(0);
    expect(await validatePagesThreaded(folder, files, 2)).toEqual(expected);
  });

  it('fails with the file it could not read', async () => {
    await expect(readPagesThreaded(folder, ['car-1.html', 'missing.html'], 1)).rejects.toThrow(/missing\.html/);
  });
});
