import { describe, expect, it } from 'vitest';
import { absoluteUrl } from './absolute-url.ts';

describe('absoluteUrl', () => {
  const sites = ['https://www.example.com.au', 'https://www.example.com.au/', 'https://WWW.Example.com.au:443/dealer/', 'http://localhost:4321/x/y'];
  const paths = [
    '/',
    '/cars/2021-toyota-hilux-sr5-u123',
    '/search/new-used-and-demo-cars/',
    '/media/ute-white-front.svg',
    '/cars/a_b~c.d',
    // not plain: the parser decides
    '/cars/../finance',
    '/./x',
    '//evil.example/x',
    '/a b',
    '/é',
    '/finance?car_id=7#finance-form',
    'relative/path',
    'https://cdn.example.com/x.jpg',
    '',
  ];
  it.each(sites)('gives what new URL gives, on %s', (site) => {
    for (const path of paths) expect(absoluteUrl(path, site)).toBe(new URL(path, site).href);
  });
});
