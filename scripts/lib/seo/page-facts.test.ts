import { describe, expect, it } from 'vitest';
import { isNoindex, pageFacts } from './page-facts.ts';

const page = (head = '') => `<!doctype html><html lang="en-AU"><head><title>Used Mazda CX-5 | Acme</title>
<meta name="description" content="A &amp; B"><link rel="canonical" href="https://acme.example/cars/x">${head}
<script type="application/ld+json">{"@type":"Car"}</script></head><body><header><a href="/">Home</a><h2>Menu</h2></header>
<main><h1>2019 Mazda CX-5</h1><p>Price $31,990</p><img src="/media/1.jpg" alt="Front"><img src="/media/2.jpg"><script>var x = 1;</script>
<a href="/search/mazda?x=1&amp;y=2">More</a><a href="/">Home again</a></main></body></html>`;

describe('page facts', () => {
  it('reads title, description, canonical, language, headings, links (each once), images and JSON-LD', () => {
    const facts = pageFacts(page());
    expect(facts).toMatchObject({
      titles: ['Used Mazda CX-5 | Acme'],
      descriptions: ['A & B'],
      canonicals: ['https://acme.example/cars/x'],
      robots: [],
      lang: 'en-AU',
      headings: [2, 1],
      links: ['/', '/search/mazda?x=1&y=2'],
      jsonLd: ['{"@type":"Car"}'],
      images: [
        { src: '/media/1.jpg', alt: 'Front', inMain: true },
        { src: '/media/2.jpg', alt: null, inMain: true },
      ],
    });
    expect(isNoindex(facts)).toBe(false);
    expect(isNoindex(pageFacts(page('<meta name="robots" content="noindex">')))).toBe(true);
  });

  it('hashes what the page says, not its scripts or header', () => {
    const base = pageFacts(page()).contentHash;
    expect(pageFacts(page().replace('var x = 1', 'var x = 2')).contentHash).toBe(base);
    expect(pageFacts(page().replace('<h2>Menu</h2>', '<h2>Menus</h2>')).contentHash).toBe(base);
    expect(pageFacts(page().replace('$31,990', '$30,990')).contentHash).not.toBe(base);
    expect(pageFacts(page().replace('/media/2.jpg', '/media/3.jpg')).contentHash).not.toBe(base);
  });
});
