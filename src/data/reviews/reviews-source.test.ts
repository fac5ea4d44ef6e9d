import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googlePlacesReviews } from './google-places.ts';
import { readReviewsFile, reviewsProviderFor } from './reviews-source.ts';

// A local double of Google's Place Details (New) API: the key, field mask and place id it was asked for, and
// Google's answer shape (or its error body).
let server: Server;
let baseUrl = '';
const asked: Array<{ url: string; key: string | undefined; mask: string | undefined }> = [];
beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    asked.push({
      url: request.url ?? '',
      key: request.headers['x-goog-api-key'] as string | undefined,
      mask: request.headers['x-goog-fieldmask'] as string | undefined,
    });
    response.setHeader('content-type', 'application/json');
    if (request.headers['x-goog-api-key'] !== 'good-key') {
      response.statusCode = 403;
      return response.end(JSON.stringify({ error: { code: 403, message: 'API key not valid. Please pass a valid API key.', status: 'PERMISSION_DENIED' } }));
    }
    response.end(
      JSON.stringify({
        rating: 4.7,
        userRatingCount: 1284,
        reviews: [
          {
            name: 'places/x/reviews/1',
            relativePublishTimeDescription: 'a week ago',
            rating: 5,
            text: { text: 'Great service', languageCode: 'en' },
            authorAttribution: { displayName: 'Priya N.' },
            publishTime: '2026-11-12T03:04:05.123456Z',
          },
          { name: 'places/x/reviews/2', rating: 2, originalText: { text: 'Slow' }, authorAttribution: {}, publishTime: '2026-11-10T00:00:00Z' },
          { name: 'places/x/reviews/3', text: { text: 'no rating' } },
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('Google Places reviews (against a local double of Place Details)', () => {
  it('asks for the place with the key and a field mask, and reads the rating, count and reviews', async () => {
    const summary = await googlePlacesReviews({ placeId: 'ChIJ-harbour-toyota', apiKey: 'good-key', baseUrl }).load();
    expect(asked.at(-1)).toEqual({ url: '/v1/places/ChIJ-harbour-toyota', key: 'good-key', mask: 'rating,userRatingCount,reviews' });
    expect(summary).toEqual({
      averageRating: 4.7,
      count: 1284,
      reviews: [
        { author: 'Priya N.', rating: 5, text: 'Great service', date: '2026-11-12T03:04:05.123456Z' },
        { author: 'A Google user', rating: 2, text: 'Slow', date: '2026-11-10T00:00:00Z' },
      ],
    });
  });

  it("rejects with Google's message when the key is refused", async () => {
    await expect(googlePlacesReviews({ placeId: 'ChIJ-x-place', apiKey: 'bad', baseUrl }).load()).rejects.toThrow(
      'Google Places answered 403: API key not valid',
    );
  });

  it('is chosen for a google-places source, with the key from the environment; without a key it fails and says so', async () => {
    const provider = reviewsProviderFor(
      'acme',
      { source: 'google-places', placeId: 'ChIJ-acme-motors' },
      { GOOGLE_PLACES_API_KEY: 'good-key', GOOGLE_PLACES_BASE_URL: baseUrl },
    );
    expect((await provider!.load()).count).toBe(1284);
    await expect(reviewsProviderFor('acme', { source: 'google-places', placeId: 'ChIJ-acme-motors' }, {})!.load()).rejects.toThrow(
      'GOOGLE_PLACES_API_KEY is not set',
    );
  });
});

describe('reviews from tenant data and from a reviews file', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'reviews-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  mkdirSync(path.join(folder, 'acme'));
  writeFileSync(
    path.join(folder, 'acme', 'good.json'),
    JSON.stringify({ averageRating: 4.5, count: 10, reviews: [{ author: 'Kim', rating: 5, text: 'Yes', date: '2026-11-01' }] }),
  );
  writeFileSync(
    path.join(folder, 'acme', 'bad.json'),
    JSON.stringify({ averageRating: 4.5, count: 10, reviews: [{ author: 'Kim', rating: 7, text: 'Yes', date: 'yesterday' }] }),
  );

  it('tenant data is its own summary', async () => {
    const provider = reviewsProviderFor('acme', { source: 'tenant', averageRating: 4.2, count: 3, reviews: [] });
    expect(await provider!.load()).toEqual({ averageRating: 4.2, count: 3, reviews: [] });
    expect(reviewsProviderFor('acme', null)).toBeNull();
  });

  it('a reviews file is read and checked; a broken one names the file and each bad field', () => {
    expect(readReviewsFile('acme', 'good.json', folder)).toMatchObject({ ok: true, summary: { count: 10 } });
    const bad = readReviewsFile('acme', 'bad.json', folder);
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.errors.join('\n')).toMatch(/acme\/bad\.json: reviews\.0\.rating: .*\n.*acme\/bad\.json: reviews\.0\.date: /);
    const missing = readReviewsFile('acme', 'none.json', folder);
    expect(!missing.ok && missing.errors[0]).toMatch(/acme\/none\.json: could not be read/);
  });
});
