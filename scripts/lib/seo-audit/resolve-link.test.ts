import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { embeddedImagePath } from '#src/domain/media/embedded-image-url.ts';
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
  imageHosts: new Set(['photos.acme.example:8080']),
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

describe('a photo through the image service', () => {
  it.each([
    [embeddedImagePath('http://photos.acme.example:8080/1.jpg', 480, 'avif'), 'file'],
    [embeddedImagePath('/brand/logo.svg', 480, 'webp'), 'file'],
    [embeddedImagePath('https://elsewhere.example/1.jpg', 480, 'jpeg'), 'missing'],
    [embeddedImagePath('/brand/none.jpg', 480, 'jpeg'), 'missing'],
    ['/_img/481w/jpeg/aHR0cDovL3Bob3Rvcy5hY21lLmV4YW1wbGU6ODA4MC8xLmpwZw', 'missing'],
  ] as const)('%s is %s', (href, kind) => {
    expect(resolveLink(href, '/', site).kind).toBe(kind);
  });
});
