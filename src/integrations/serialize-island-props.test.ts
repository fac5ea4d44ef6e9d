import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { serializeProps as astroSerializeProps } from 'astro/runtime/server/serialize.js';
import { describe, expect, it } from 'vitest';
import { withFastIslandProps } from './fast-island-props.ts';
import { serializePlainProps } from './serialize-island-props.ts';

const astro = (props: Record<string, unknown>) => astroSerializeProps(props, { displayName: 'Island', hydrate: 'visible', astroStaticSlot: true });

describe('serializePlainProps writes what Astro writes', () => {
  it.each([
    ['empty props', {}],
    ['strings with quotes, tags, emoji and line breaks', { text: 'He said "hi" </script> 🚗\n\u2028', empty: '' }],
    ['numbers', { price: 24990, rate: 8.99, negative: -3, zero: 0, minusZero: -0, nan: Number.NaN, big: 1e21, small: 1e-7 }],
    ['infinities', { up: Number.POSITIVE_INFINITY, down: Number.NEGATIVE_INFINITY }],
    ['booleans, null and undefined', { yes: true, no: false, none: null, missing: undefined }],
    ['nested objects and arrays', { slides: [{ url: '/a.webp', alt: 'Front', tags: ['x', 1, null, undefined, [true]] }], limits: { price: { min: 1, max: 2 } } }],
    ['integer-like keys in their order', { b: 1, 2: 'two', a: 3, 1: 'one' }],
    ['the same object twice (not a cycle)', (() => { const shared = { id: 1 }; return { first: shared, second: shared, list: [shared, shared] }; })()],
  ])('%s', (_name, props) => {
    expect(serializePlainProps(props as Record<string, unknown>)).toBe(astro(props as Record<string, unknown>));
  });

  it.each([
    ['a date', { when: new Date('2026-11-23T00:00:00Z') }],
    ['a map', { byId: new Map([['a', 1]]) }],
    ['a set', { ids: new Set([1]) }],
    ['a regular expression', { pattern: /car/ }],
    ['a URL', { url: new URL('https://example.com/cars') }],
    ['a bigint', { id: 10n }],
    ['a typed array', { bytes: new Uint8Array([1, 2]) }],
    ['an array with a hole', { list: [1, , 3] }],
    ['a function', { onClick: () => undefined }],
  ])('leaves %s to Astro', (_name, props) => {
    expect(serializePlainProps(props as Record<string, unknown>)).toBeNull();
  });

  it('leaves a cycle to Astro, which reports it', () => {
    const car: Record<string, unknown> = { id: 'c1' };
    car.self = car;
    expect(serializePlainProps({ car })).toBeNull();
    expect(() => astro({ car })).toThrow(/Cyclic reference/);
  });
});

describe('withFastIslandProps', () => {
  const installed = readFileSync(createRequire(import.meta.url).resolve('astro/runtime/server/serialize.js'), 'utf8');

  it("patches the installed Astro's serializeProps", () => {
    const patched = withFastIslandProps(installed);
    expect(patched).toContain('const plain = serializePlainProps(props);');
    expect(patched).toContain('export {');
  });

  it('leaves a serialize.js it does not recognise alone', () => {
    expect(withFastIslandProps('export function serializeProps(props) { return "{}"; }')).toBeNull();
  });
});
