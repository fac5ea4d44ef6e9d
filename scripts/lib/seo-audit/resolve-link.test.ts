import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveLink, type SiteIndex } from './resolve-link.ts';

const root = mkdtempSync(path.join(tmpdir(), 'resolve-link-'));
mkdirSync(path.join(root, 'brand'));
writeFileSync(path.join(root, 'brand', 'logo.svg'), '<svg/>');
const site: SiteIndex = {
  root,
  origin: 'https://www.acme.com.au',
  pages: new Set(['/', '/contact', '/contact-us/acme-geelong', '/cars/2020-mazda-cx-5-t1']),
  gone: new Set(['2016-kia-rio-t9']),
  redirects: new Map([['/contact-us/acme', '/contact-us/acme-geelong']]),
};

describe('a link resolved as the server answers it', () => {
  it.each([
    ['/contact', { kind: 'page', path: '/contact' }],
    ['https://www.acme.com.au/contact-us/acme-geelong', { kind: 'page', path: '/contact-us/acme-geelong' }],
    // The build's redirect table first (older location links), with or without a trailing slash.
    ['/contact-us/acme/', { kind: 'redirect', path: '/contact-us/acme/', to: '/contact-us/acme-geelong' }],
    ['/contact/', { kind: 'redirect', path: '/contact/', to: '/contact' }],
    ['/cars/2016-kia-rio-t9', { kind: 'gone', path: '/cars/2016-kia-rio-t9' }],
    ['/brand/logo.svg', { kind: 'file', path: '/brand/logo.svg' }],
    ['/privacy-policy', { kind: 'missing', path: '/privacy-policy' }],
    ['tel:0352221234', { kind: 'skip' }],
    ['https://maps.google.com/', { kind: 'skip' }],
    ['/api/leads', { kind: 'skip' }],
  ] as const)('%s', (href, target) => {
    expect(resolveLink(href, '/', site)).toEqual(target);
  });
});
