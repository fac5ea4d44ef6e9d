import { describe, expect, it } from 'vitest';
import { photoHosts } from './photo-hosts.ts';

describe('photo hosts', () => {
  it("lists each host of the photos, thumbnails and video posters once, with its port, plus the tenant list; a video's own address left out", () => {
    const vehicles = [
      {
        images: [
          { url: 'https://IMG.dealer.example/1.jpg', thumbUrl: 'https://thumbs.dealer.example/1.jpg', isVideo: false },
          { url: 'http://127.0.0.1:4390/2.jpg', thumbUrl: 'http://127.0.0.1:4390/2-t.jpg', isVideo: false },
          { url: 'https://www.youtube.com/embed/x', thumbUrl: 'https://i.ytimg.com/x.jpg', isVideo: true },
        ],
      },
      {
        images: [{ url: '/media/3.jpg', thumbUrl: '/media/3.jpg', isVideo: false }],
        videos: [
          { url: 'https://videos.dealer.example/walk.mp4', posterUrl: 'https://posters.dealer.example/walk.jpg', title: null },
          { url: 'https://vimeo.com/76979871', posterUrl: null, title: null },
        ],
      },
    ];
    expect(photoHosts(vehicles, ['cdn.dealer.example'])).toEqual([
      '127.0.0.1:4390',
      'cdn.dealer.example',
      'i.ytimg.com',
      'img.dealer.example',
      'posters.dealer.example',
      'thumbs.dealer.example',
    ]);
  });

  it('is empty for a stock without remote photos', () => {
    expect(photoHosts([{ images: [] }])).toEqual([]);
  });
});
