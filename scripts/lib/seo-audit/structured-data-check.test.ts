import { describe, expect, it } from 'vitest';
import { gallerySlides } from '#src/domain/vehicle/gallery.ts';
import { videoStructuredData } from '#src/domain/vehicle/structured-data.ts';
import { createJsonLdChecker } from './structured-data-check.ts';

const car = { name: '2021 Toyota HiLux SR5', description: 'Used 2021 Toyota HiLux SR5. Stock U123 at Harbour Toyota.', uploadDate: '2026-11-01T00:00:00.000Z' };

describe("a car's VideoObject in the SEO audit", () => {
  it('passes without warnings for what a stock feed can give (no length, views, key moments or regions), one per video', async () => {
    const slides = gallerySlides(
      {
        images: [{ url: '/photos/a.jpg', thumbUrl: '/photos/a-thumb.jpg', isVideo: false }],
        videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        videos: [
          { url: 'https://cdn.harbour.example/walkaround.webm', posterUrl: '/photos/b.jpg', title: 'Walkaround' },
          { url: 'https://vimeo.com/76979871', posterUrl: null, title: null },
        ],
      },
      'second',
    );
    const videos = videoStructuredData(slides, car, { url: 'https://harbour.example' });
    expect(videos).toHaveLength(3);
    const issues = await createJsonLdChecker()(videos.map((video) => JSON.stringify(video)));
    expect(issues).toEqual([]);
  });

  it('still reports a VideoObject without its thumbnail', async () => {
    const issues = await createJsonLdChecker()([
      JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        name: 'x',
        description: 'y',
        uploadDate: car.uploadDate,
        contentUrl: 'https://a.example/v.mp4',
      }),
    ]);
    expect(issues.map((issue) => `${issue.severity} ${issue.message}`).join('\n')).toMatch(/thumbnailUrl/);
  });
});
