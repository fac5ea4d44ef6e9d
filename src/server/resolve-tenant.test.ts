import { describe, expect, it } from 'vitest';
import { hostnameFromUrl, parseHost, resolveTenant } from './resolve-tenant.ts';

const extra = new Map([['www.baysideauto.com.au', 'bayside']]);

describe('resolveTenant', () => {
  it.each([
    ['alpha.localhost', { kind: 'tenant', slug: 'alpha' }],
    ['alpha.localhost:4321', { kind: 'tenant', slug: 'alpha' }],
    ['ALPHA.LocalHost:4321', { kind: 'tenant', slug: 'alpha' }],
    ['alpha.localhost.', { kind: 'tenant', slug: 'alpha' }],
    ['bay-side-2.localhost', { kind: 'tenant', slug: 'bay-side-2' }],
    ['www.baysideauto.com.au', { kind: 'tenant', slug: 'bayside' }],
    ['www.baysideauto.com.au:443', { kind: 'tenant', slug: 'bayside' }],
    ['localhost', { kind: 'platform' }],
    ['localhost:4321', { kind: 'platform' }],
    ['127.0.0.1:4321', { kind: 'platform' }],
    ['[::1]:4321', { kind: 'platform' }],
  ] as const)('%s', (host, expected) => {
    expect(resolveTenant(host, extra)).toEqual(expected);
  });

  it.each([
    undefined,
    '',
    'example.com',
    'baysideauto.com.au', // only the exact hostname from the manifest
    '-alpha.localhost',
    'a.b.localhost',
    'al_pha.localhost',
    `${'a'.repeat(64)}.localhost`,
    'alpha.localhost:abc',
    'alpha.localhost/evil',
    'alpha.localhost@evil.com',
    '.localhost',
  ])('%s is unknown', (host) => {
    expect(resolveTenant(host, extra)).toEqual({ kind: 'unknown' });
  });
});

describe('parseHost', () => {
  it('keeps the port for links', () => {
    expect(parseHost('localhost:8080')).toEqual({ hostname: 'localhost', port: '8080' });
    expect(parseHost('localhost')).toEqual({ hostname: 'localhost', port: undefined });
  });
});

describe('hostnameFromUrl', () => {
  it('extracts real dealer hostnames only', () => {
    expect(hostnameFromUrl('https://www.BaysideAuto.com.au/')).toBe('www.baysideauto.com.au');
    expect(hostnameFromUrl('http://alpha.localhost:4321/')).toBeNull();
    expect(hostnameFromUrl('http://localhost/')).toBeNull();
    expect(hostnameFromUrl('not a url')).toBeNull();
  });
});
