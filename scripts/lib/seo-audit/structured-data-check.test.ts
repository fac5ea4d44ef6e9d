import { describe, expect, it } from 'vitest';
import { videoStructuredData } from '#src/domain/vehicle/structured-data.ts';
import { createJsonLdChecker } from './structured-data-check.ts';

const car = { name: '2021 Toyota HiLux SR5', description: 'Used 2021 Toyota HiLux SR5. Stock U123 at Harbour Toyota.', uploadDate: '2026-11-01T00:00:00.000Z' };

describe("a car's VideoObject in the SEO audit", () => {
  it('passes without warnings for what a stock feed can give (no length, views, key moments or regions)', async () => {
    const video = videoStructuredData(
      {
        kind: 'video',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        embed: true,
        playerUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
        mimeType: null,
        poster: '/photos/a.jpg',
      },
      car,
      'https://harbour.example',
    );
    expect(video).not.toBeNull();
    const issues = await createJsonLdChecker()([JSON.stringify(video)]);
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
