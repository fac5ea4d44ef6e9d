import { describe, expect, it } from 'vitest';
import { breadcrumbs } from './breadcrumbs.ts';
import { gallerySlides, isEmbedUrl, showsThumbnails, slideLabels } from './gallery.ts';
import { jsonForScript } from '../escape.ts';
import { breadcrumbStructuredData } from './structured-data.ts';

const photo = (n: number) => ({ url: `/media/${n}.svg`, thumbUrl: `/media/${n}-thumb.svg`, isVideo: false });
const car = (photos: number, videoUrl: string | null) => ({ images: Array.from({ length: photos }, (_, i) => photo(i + 1)), videoUrl });
const order = (slides: ReturnType<typeof gallerySlides>) => slides.map((s) => (s.kind === 'video' ? 'V' : s.url.replace(/\D/g, ''))).join('');

describe('gallerySlides video position (spec 1 section 4)', () => {
  it.each([
    ['start', 'V1234'],
    ['second', '1V234'],
    ['middle', '12V34'],
    ['end', '1234V'],
  ] as const)('%s', (position, expected) => expect(order(gallerySlides(car(4, 'https://www.youtube.com/embed/abc'), position))).toBe(expected));
  it('is only photos when there is no video, and only the video when there are no photos', () => {
    expect(order(gallerySlides(car(3, null), 'second'))).toBe('123');
    expect(order(gallerySlides(car(0, '/media/walk.mp4'), 'second'))).toBe('V');
  });
  it('shows the external video when the car has no other, with the first photo as its poster and the player only on play', () => {
    const slides = gallerySlides({ ...car(2, null), externalVideoUrl: 'https://youtu.be/dQw4w9WgXcQ' }, 'end');
    expect(slides[2]).toEqual({
      kind: 'video',
      url: 'https://youtu.be/dQw4w9WgXcQ',
      embed: true,
      playerUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
      mimeType: null,
      poster: '/media/1.svg',
      title: null,
    });
    const file = gallerySlides({ ...car(1, 'https://cdn.dealer.example/walk.mp4'), externalVideoUrl: 'https://youtu.be/dQw4w9WgXcQ' }, 'start')[0];
    expect(file).toMatchObject({ embed: false, playerUrl: 'https://cdn.dealer.example/walk.mp4', mimeType: 'video/mp4' });
    expect(gallerySlides({ ...car(1, 'javascript:alert(1)') }, 'start').map((s) => s.kind)).toEqual(['image']);
  });
  it('embeds only embed-player addresses', () => {
    expect([
      isEmbedUrl('https://www.youtube.com/embed/x'),
      isEmbedUrl('https://player.vimeo.com/video/1'),
      isEmbedUrl('https://cdn.example.com/a.mp4'),
      isEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ'),
    ]).toEqual([true, true, false, true]);
  });
  it.each([
    ['in_stock', 4, true],
    ['in_stock', 3, false],
    ['sold', 8, false],
    ['coming_soon', 8, false],
  ] as const)('thumbnails for %s with %i slides: %s', (status, count, shown) => expect(showsThumbnails({ status }, count)).toBe(shown));
});

describe('gallerySlides with several videos', () => {
  const walk = 'https://cdn.dealer.example/walk.mp4';
  const several = {
    ...car(4, 'https://www.youtube.com/embed/dQw4w9WgXcQ'),
    images: [
      ...car(4, null).images,
      // The same video as video_url, with a poster of its own (photo 3's thumbnail), and another video entry.
      { url: 'https://youtu.be/dQw4w9WgXcQ', thumbUrl: '/media/3-thumb.svg', isVideo: true },
      { url: 'https://vimeo.com/76979871', thumbUrl: 'https://vimeo.example/poster.jpg', isVideo: true },
    ],
    videos: [
      { url: walk, posterUrl: '/posters/walk.jpg', title: 'Walkaround' },
      { url: 'https://vimeo.com/76979871', posterUrl: null, title: 'Same Vimeo video' },
    ],
    externalVideoUrl: 'https://www.youtube.com/watch?v=aaaaaaaaaaa',
  };
  const videoUrls = (slides: ReturnType<typeof gallerySlides>) => slides.flatMap((s) => (s.kind === 'video' ? [s.url] : []));

  it.each([
    ['start', 'VVVV1234'],
    ['second', '1VVVV234'],
    ['middle', '12VVVV34'],
    ['end', '1234VVVV'],
  ] as const)('puts the first video at the %s position and every further one right after it', (position, expected) =>
    expect(order(gallerySlides(several, position))).toBe(expected),
  );

  it('orders them video_url, video entries among the photos, the feed videos, the external video; each video once', () => {
    expect(videoUrls(gallerySlides(several, 'second'))).toEqual([
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://vimeo.com/76979871',
      walk,
      'https://www.youtube.com/watch?v=aaaaaaaaaaa',
    ]);
  });

  it("gives each video its own poster: the feed's (a photo's thumbnail stands for the photo), else the first photo; its title when it has one", () => {
    const videos = gallerySlides(several, 'second').filter((s) => s.kind === 'video');
    expect(videos.map((v) => [v.poster, v.title])).toEqual([
      ['/media/3.svg', null],
      ['https://vimeo.example/poster.jpg', 'Same Vimeo video'],
      ['/posters/walk.jpg', 'Walkaround'],
      ['/media/1.svg', null],
    ]);
    expect(videos.map((v) => [v.embed, v.mimeType, v.playerUrl])).toEqual([
      [true, null, 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1'],
      [true, null, 'https://player.vimeo.com/video/76979871?autoplay=1'],
      [false, 'video/mp4', walk],
      [true, null, 'https://www.youtube-nocookie.com/embed/aaaaaaaaaaa?autoplay=1'],
    ]);
  });

  it('is the feed videos alone for a car with no other video', () => {
    const slides = gallerySlides({ ...car(2, null), videos: [{ url: walk, posterUrl: null, title: null }] }, 'second');
    expect(order(slides)).toBe('1V2');
  });

  it('names each video slide apart: "Video 2 of 3" on its thumbnail, its number and title in its name', () => {
    const slides = gallerySlides(several, 'second');
    expect([0, 1, 3].map((index) => slideLabels(slides, index, '2020 Ford Ranger XLT'))).toEqual([
      { alt: '2020 Ford Ranger XLT, 1 of 8', thumbName: 'Show photo 1', thumbText: '' },
      { alt: '2020 Ford Ranger XLT, 2 of 8, video 1 of 4', thumbName: 'Video 1 of 4, slide 2', thumbText: 'Video 1' },
      { alt: '2020 Ford Ranger XLT, 4 of 8, video 3 of 4: Walkaround', thumbName: 'Video 3 of 4, slide 4', thumbText: 'Video 3' },
    ]);
    const one = gallerySlides(car(2, walk), 'second');
    expect(slideLabels(one, 1, 'Ranger')).toEqual({ alt: 'Ranger, 2 of 3', thumbName: 'Video, slide 2', thumbText: 'Video' });
  });
});

describe('breadcrumbs and structured data', () => {
  const ranger = { carType: 'used', make: 'Ford', model: 'Ranger', simpleBody: 'Ute', slug: 'ranger-1', year: 2020, badge: 'XLT' } as const;
  it('runs Home, type, make, model, body, car', () => {
    expect(breadcrumbs(ranger, 'Pre-Owned')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Pre-Owned', href: '/search/used-cars' },
      { label: 'Ford', href: '/search/ford' },
      { label: 'Ranger', href: '/search/used-cars/ford/ranger' },
      { label: 'Ute', href: '/search/ute' },
      { label: '2020 Ford Ranger XLT', href: '/cars/ranger-1' },
    ]);
    expect(breadcrumbStructuredData(breadcrumbs(ranger, 'Used'), 'https://dealer.example').itemListElement[5]).toEqual({
      '@type': 'ListItem',
      position: 6,
      name: '2020 Ford Ranger XLT',
      item: 'https://dealer.example/cars/ranger-1',
    });
  });
  it('escapes feed text so it cannot close the script element', () => {
    const json = jsonForScript({ name: '</script><script>alert(1)</script>', note: 'A & B\u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>', note: 'A & B\u2028' });
  });
});
