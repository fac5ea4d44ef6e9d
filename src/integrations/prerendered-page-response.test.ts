import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { PrerenderedPageResponse } from './prerendered-page-response.ts';
import { withPrerenderedPageResponses } from './prerendered-page-responses.ts';

const PAGE = '<!doctype html><title>Café & cars</title>';
const page = (init: ResponseInit = { headers: { 'Content-Type': 'text/html' } }) => new PrerenderedPageResponse(new TextEncoder().encode(PAGE), init);

describe('PrerenderedPageResponse', () => {
  it('reads back the bytes it was given, as Astro writes them', async () => {
    const response = page();
    expect(response.body).toBeTruthy();
    expect(Buffer.from(await response.arrayBuffer()).toString('utf8')).toBe(PAGE);
    expect(response.bodyUsed).toBe(true);
  });

  it('keeps the status and headers of a Response', () => {
    const response = page({ status: 404, statusText: 'Not Found', headers: { 'Content-Type': 'text/html', 'Content-Length': '42' } });
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(404);
    expect(response.statusText).toBe('Not Found');
    expect(response.headers.get('content-length')).toBe('42');
  });

  it('is read once, like any Response', async () => {
    const response = page();
    expect(await response.text()).toBe(PAGE);
    await expect(response.arrayBuffer()).rejects.toThrow(TypeError);
    expect(() => response.clone()).toThrow(TypeError);
  });

  it('gives the same bytes through its stream, and then no more', async () => {
    const response = page();
    expect(response.bodyUsed).toBe(false);
    expect(await new Response(response.body).text()).toBe(PAGE);
    expect(response.bodyUsed).toBe(true);
    await expect(response.text()).rejects.toThrow(TypeError);
  });

  it('refuses a read while a reader holds its body', async () => {
    const response = page();
    const reader = response.body.getReader();
    await expect(response.text()).rejects.toThrow(/locked/);
    expect(new TextDecoder().decode((await reader.read()).value)).toBe(PAGE);
  });

  it('reads as JSON, a Blob and a clone', async () => {
    const json = new PrerenderedPageResponse(new TextEncoder().encode('{"cars":5000}'), { headers: { 'Content-Type': 'application/json' } });
    expect(await json.clone().json()).toEqual({ cars: 5000 });
    const blob = await json.blob();
    expect(blob.type).toBe('application/json');
    expect(await blob.text()).toBe('{"cars":5000}');
  });

  it('copies out bytes that are a view into a bigger buffer', async () => {
    const buffer = new TextEncoder().encode(`xx${PAGE}yy`);
    const response = new PrerenderedPageResponse(buffer.subarray(2, 2 + buffer.length - 4));
    expect(new TextDecoder().decode(await response.arrayBuffer())).toBe(PAGE);
  });
});

describe('withPrerenderedPageResponses', () => {
  const installed = readFileSync(createRequire(import.meta.url).resolve('astro/runtime/server/render/page.js'), 'utf8');

  it("patches both of the installed Astro's renderPage returns for pages rendered to bytes", () => {
    const patched = withPrerenderedPageResponses(installed)!;
    expect(patched.match(/body instanceof Uint8Array \? new PrerenderedPageResponse\(/g)).toHaveLength(2);
    expect(patched).not.toContain('return new Response(body,');
    expect(patched).toContain('export {');
  });

  it('leaves a page.js it does not recognise alone', () => {
    expect(withPrerenderedPageResponses('async function renderPage() { return new Response("x"); }')).toBeNull();
  });
});
