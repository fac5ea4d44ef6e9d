import { describe, expect, it } from 'vitest';
import { hostnameFromUrl, isIpHost, parseHost, resolveTenant } from './resolve-tenant.ts';

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

describe('resolveTenant in production', () => {
  const live = { production: true };
  /** Even a manifest that named an address would not make it a dealer host in production. */
  const mapped = new Map([...extra, ['203.0.113.7', 'bayside']]);

  it.each([
    'localhost',
    'localhost:4321',
    '127.0.0.1:4321',
    '[::1]:4321',
    'alpha.localhost',
    'alpha.localhost:4321',
    '10.0.0.5',
    '203.0.113.7',
    '[2001:db8::1]:443',
  ])('%s is unknown', (host) => {
    expect(resolveTenant(host, mapped, live)).toEqual({ kind: 'unknown' });
  });

  it("resolves a dealer's own hostname", () => {
    expect(resolveTenant('www.baysideauto.com.au:443', mapped, live)).toEqual({ kind: 'tenant', slug: 'bayside' });
  });
});

describe('isIpHost', () => {
  it.each([
    ['127.0.0.1', true],
    ['[::1]', true],
    ['[2001:db8::1]', true],
    ['10.0.0.5', true],
    ['www.baysideauto.com.au', false],
    ['alpha.localhost', false],
    ['1.2.3', false],
  ])('%s: %s', (hostname, expected) => {
    expect(isIpHost(hostname)).toBe(expected);
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
