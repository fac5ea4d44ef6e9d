import { describe, expect, it } from 'vitest';
import { gallerySlides } from './gallery.ts';
import { videoStructuredData } from './structured-data.ts';
import { playerUrl, videoSource } from './video.ts';

describe('video addresses (spec 1 section 4: an embedded player only for a player address)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=10', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('%s plays in the embedded player %s', (address, embedUrl) => {
    expect(videoSource(address)).toMatchObject({ kind: 'embed', embedUrl });
  });

  it.each([
    ['https://cdn.dealer.example/walkaround.mp4', 'video/mp4'],
    ['http://127.0.0.1:4390/videos/ranger.webm', 'video/webm'],
    ['/media/walk.MOV', 'video/quicktime'],
    ['https://videos.dealer.example/stream?id=7', null],
  ])('%s is a file for a native video element (%s)', (address, mimeType) => {
    expect(videoSource(address)).toEqual({ kind: 'file', url: address, mimeType });
  });

  it.each([
    'javascript:alert(1)',
    'ftp://files.example/a.mp4',
    'https://www.youtube.com/',
    'https://www.youtube.com/watch?v=<script>',
    'https://vimeo.com/about',
    'http://[',
  ])('refuses %s', (address) => expect(videoSource(address)).toBeNull());

  it('autoplays the player only once the shopper has pressed play', () => {
    expect(playerUrl(videoSource('https://youtu.be/dQw4w9WgXcQ')!)).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(playerUrl(videoSource('https://cdn.dealer.example/a.mp4')!)).toBe('https://cdn.dealer.example/a.mp4');
  });
});

describe('video structured data', () => {
  const car = { name: '2020 Ford Ranger XLT', description: 'Used 2020 Ford Ranger XLT at Bayside.', uploadDate: '2026-10-01T00:00:00.000Z' };
  const site = { url: 'https://www.bayside.example' };
  const photo = (url: string) => ({ url, thumbUrl: url, isVideo: false });
  const slides = (url: string, poster: string | null) => gallerySlides({ images: poster ? [photo(poster)] : [], videoUrl: url }, 'second');
  /** The image service's 1,200 px JPEG of a photo, as the car's own JSON-LD images. */
  const shared = (source: string) => `https://www.bayside.example/_img/1200w/jpeg/${Buffer.from(source).toString('base64url')}`;

  it('describes an embedded video by its player and a file by its address, with the poster as a 1,200 px JPEG thumbnail', () => {
    expect(videoStructuredData(slides('https://youtu.be/dQw4w9WgXcQ', '/media/1.jpg'), car, site)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        name: '2020 Ford Ranger XLT: video',
        description: car.description,
        thumbnailUrl: shared('/media/1.jpg'),
        uploadDate: car.uploadDate,
        embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      },
    ]);
    expect(videoStructuredData(slides('/media/walk.mp4', 'http://127.0.0.1:4390/photos/a.jpg'), car, site)).toEqual([
      expect.objectContaining({ contentUrl: 'https://www.bayside.example/media/walk.mp4', thumbnailUrl: shared('http://127.0.0.1:4390/photos/a.jpg') }),
    ]);
  });

  it('gives one VideoObject per video, named by its title or by its number, each with its own poster', () => {
    const several = gallerySlides(
      {
        images: [photo('https://img.dealer.example/1.jpg')],
        videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
        videos: [
          { url: 'https://cdn.dealer.example/walk.mp4', posterUrl: 'https://img.dealer.example/walk.jpg', title: 'Walkaround with the dealer' },
          { url: 'https://vimeo.com/76979871', posterUrl: null, title: null },
        ],
      },
      'second',
    );
    expect(videoStructuredData(several, car, site).map((video) => [video.name, video.thumbnailUrl, video.embedUrl ?? video.contentUrl])).toEqual([
      ['2020 Ford Ranger XLT: video 1', shared('https://img.dealer.example/1.jpg'), 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
      ['Walkaround with the dealer', shared('https://img.dealer.example/walk.jpg'), 'https://cdn.dealer.example/walk.mp4'],
      ['2020 Ford Ranger XLT: video 3', shared('https://img.dealer.example/1.jpg'), 'https://player.vimeo.com/video/76979871'],
    ]);
  });

  it('is left out without a video, or for a video without a poster the image service can give (none, or a drawing)', () => {
    expect(videoStructuredData(slides('https://youtu.be/dQw4w9WgXcQ', null), car, site)).toEqual([]);
    expect(videoStructuredData(slides('https://youtu.be/dQw4w9WgXcQ', '/media/1.svg'), car, site)).toEqual([]);
    expect(videoStructuredData(gallerySlides({ images: [photo('/media/1.jpg')], videoUrl: null }, 'second'), car, site)).toEqual([]);
  });
});
