import { describe, expect, it } from 'vitest';
import { rewriteFeedUrls } from './rewrite-urls.ts';

describe('rewriteFeedUrls', () => {
  it('moves every URL on the old host to the new one, in JSON and CSV alike', () => {
    const json = '{"images":[{"image":{"url":"http://127.0.0.1:4390/photos/a.jpg","thumb":{"url":"http://127.0.0.1:4390/photos/a-thumb.jpg"}}}]}';
    expect(rewriteFeedUrls(json, { 'http://127.0.0.1:4390/': 'http://127.0.0.1:4425/' })).toBe(
      '{"images":[{"image":{"url":"http://127.0.0.1:4425/photos/a.jpg","thumb":{"url":"http://127.0.0.1:4425/photos/a-thumb.jpg"}}}]}',
    );
    expect(rewriteFeedUrls('1,http://old.test/x.jpg|http://old.test/y.jpg\n', { 'http://old.test/': 'https://new.test/' })).toBe(
      '1,https://new.test/x.jpg|https://new.test/y.jpg\n',
    );
  });

  it('prefers the longest prefix and never rewrites a replacement again', () => {
    const rewrites = { 'http://a.test/': 'http://b.test/', 'http://a.test/videos/': 'https://v.test/', 'http://b.test/': 'http://c.test/' };
    expect(rewriteFeedUrls('http://a.test/videos/1.mp4 http://a.test/p.jpg http://b.test/q.jpg', rewrites)).toBe(
      'https://v.test/1.mp4 http://b.test/p.jpg http://c.test/q.jpg',
    );
  });

  it('leaves the text alone without rewrites or matches', () => {
    expect(rewriteFeedUrls('http://a.test/p.jpg', {})).toBe('http://a.test/p.jpg');
    expect(rewriteFeedUrls('http://a.test/p.jpg', { 'http://z.test/': 'http://y.test/' })).toBe('http://a.test/p.jpg');
  });
});
