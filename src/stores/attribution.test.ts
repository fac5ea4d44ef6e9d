import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLeadAttributes, recordPageVisit, withLeadAttributes } from './attribution.ts';

/** The tab's session storage; `broken`: every call throws, as in a browser with storage switched off. */
function tabStorage({ broken = false } = {}) {
  const stored = new Map<string, string>();
  const fail = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => (broken ? fail() : (stored.get(key) ?? null)),
    setItem: (key: string, value: string) => (broken ? fail() : stored.set(key, value)),
  });
  const warnings: unknown[][] = [];
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args));
  return { stored, warnings };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the visit recorded for lead attribution', () => {
  it('keeps each site apart, in session storage, and adds it to a lead post', () => {
    const { stored } = tabStorage();
    recordPageVisit('harbour-toyota', { pathname: '/', search: '?utm_source=google&utm_medium=cpc&make=Toyota' });
    recordPageVisit('harbour-toyota', { pathname: '/cars/x', search: '' });
    recordPageVisit('corner-car-yard', { pathname: '/contact', search: '' });
    expect(JSON.parse(stored.get('harbour-toyota:lead-attribution')!)).toEqual({
      visited_pages: ['/', '/cars/x'],
      linked_query_params: { utm_source: 'google', utm_medium: 'cpc' },
    });
    expect(withLeadAttributes('corner-car-yard', { kind: 'contact' })).toEqual({ kind: 'contact', lead_attributes: { visited_pages: ['/contact'] } });
  });

  it('sends nothing for a visit that recorded nothing, and reads a spoiled record as a new visit', () => {
    const { stored } = tabStorage();
    expect(withLeadAttributes('harbour-toyota', { kind: 'contact' })).toEqual({ kind: 'contact' });
    stored.set('harbour-toyota:lead-attribution', '{broken');
    recordPageVisit('harbour-toyota', { pathname: '/offers', search: '' });
    expect(currentLeadAttributes('harbour-toyota')).toEqual({ visited_pages: ['/offers'] });
  });

  it('only logs when storage fails: the page works and the form is sent without attribution', () => {
    const { warnings } = tabStorage({ broken: true });
    expect(() => recordPageVisit('harbour-toyota', { pathname: '/', search: '' })).not.toThrow();
    expect(withLeadAttributes('harbour-toyota', { kind: 'contact' })).toEqual({ kind: 'contact' });
    expect(warnings.map(([message]) => message)).toEqual(['page visit not recorded for lead attribution', 'lead attribution not read']);
  });
});
