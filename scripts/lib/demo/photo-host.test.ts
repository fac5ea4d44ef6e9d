import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_CACHE_CONTROL, startPhotoHost, type PhotoHost } from './photo-host.ts';

// The demo image host as a browser or an image service meets it: photos with their type and a year-long immutable
// cache life, 404 for anything else, nothing outside the pool reachable.

let dir: string;
let host: PhotoHost;
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
const webm = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4, 5, 6, 7, 8]);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'photo-host-'));
  await writeFile(path.join(dir, 'suv-white-front.jpg'), jpeg);
  await writeFile(path.join(dir, 'walkaround-suv-white.webm'), webm);
  await writeFile(path.join(dir, '.complete'), 'secret\n');
  await writeFile(path.join(path.dirname(dir), 'outside.jpg'), jpeg).catch(() => {});
  host = await startPhotoHost(dir, 0);
});
afterAll(async () => {
  await host.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the demo image host', () => {
  it('listens on a free port when asked for port 0, on 127.0.0.1 only', () => {
    expect(host.port).toBeGreaterThan(0);
    expect(host.origin).toBe(`http://127.0.0.1:${host.port}`);
  });

  it('serves a photo as image/jpeg with an immutable year-long cache life, to any page', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => fetch(`${host.origin}/photos/suv-white-front.jpg`)));
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('cache-control')).toBe(PHOTO_CACHE_CONTROL);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(jpeg);
    }
  });

  it('serves a walkaround video as video/webm, in the byte ranges a browser asks for', async () => {
    const whole = await fetch(`${host.origin}/videos/walkaround-suv-white.webm`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect(whole.headers.get('cache-control')).toBe(PHOTO_CACHE_CONTROL);
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(webm);
    const part = await fetch(`${host.origin}/videos/walkaround-suv-white.webm`, { headers: { Range: 'bytes=4-7' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(webm.subarray(4, 8));
  });

  it.each([
    '/videos/suv-white-front.jpg',
    '/videos/walkaround-missing.webm',
    '/photos/walkaround-suv-white.webm',
    '/photos/missing.jpg',
    '/photos/.complete',
    '/photos/..%2Foutside.jpg',
    '/photos/%2e%2e/outside.jpg',
    '/outside.jpg',
    '/photos/',
    '/photos/SUV.JPG',
    '/',
  ])('answers 404 to %s', async (pathname) => {
    const response = await fetch(`${host.origin}${pathname}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not found');
  });

  it('answers 404 to anything but GET and HEAD', async () => {
    expect((await fetch(`${host.origin}/photos/suv-white-front.jpg`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${host.origin}/photos/suv-white-front.jpg`, { method: 'HEAD' })).status).toBe(200);
  });
});
