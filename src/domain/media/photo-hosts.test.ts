import { describe, expect, it } from 'vitest';
import { photoHosts } from './photo-hosts.ts';

describe('photo hosts', () => {
  it('lists each host of the photos and thumbnails once, with its port, plus the tenant list, videos left out', () => {
    const vehicles = [
      {
        images: [
          { url: 'https://IMG.dealer.example/1.jpg', thumbUrl: 'https://thumbs.dealer.example/1.jpg', isVideo: false },
          { url: 'http://127.0.0.1:4390/2.jpg', thumbUrl: 'http://127.0.0.1:4390/2-t.jpg', isVideo: false },
          { url: 'https://www.youtube.com/embed/x', thumbUrl: 'https://i.ytimg.com/x.jpg', isVideo: true },
        ],
      },
      { images: [{ url: '/media/3.jpg', thumbUrl: '/media/3.jpg', isVideo: false }] },
    ];
    expect(photoHosts(vehicles, ['cdn.dealer.example'])).toEqual(['127.0.0.1:4390', 'cdn.dealer.example', 'img.dealer.example', 'thumbs.dealer.example']);
  });

  it('is empty for a stock without remote photos', () => {
    expect(photoHosts([{ images: [] }])).toEqual([]);
  });
});
