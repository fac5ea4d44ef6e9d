import { describe, expect, it } from 'vitest';
import { readFeedVideos } from './feed-videos.ts';
import { parseFeedRecords } from './parse-feed.ts';

const NOW = '2026-11-20T00:00:00.000Z';
const usedRanger = { id: 7, year: 2020, make: 'Ford', model: 'Ranger', badge: 'XLT', car_type: 'used', price: 41990 };
const walk = 'https://cdn.dealer.example/walk.mp4';
const youtube = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

describe('the feed videos field: every shape feeds send', () => {
  it.each([
    ['a list of addresses', [walk, youtube]],
    ['a |-separated cell', ` ${walk} | ${youtube} |`],
    ['objects with a url', [{ url: walk }, { url: { url: youtube } }]],
  ])('%s', (_, value) => {
    expect(readFeedVideos(value)).toEqual({
      videos: [
        { url: walk, posterUrl: null, title: null },
        { url: youtube, posterUrl: null, title: null },
      ],
      dropped: [],
    });
  });

  it.each(['thumb', 'thumbnail', 'poster', 'image'])('takes the poster under "%s", as text or as { url }', (key) => {
    expect(
      readFeedVideos([
        { url: walk, [key]: '/p/walk.jpg', title: ' Walkaround ' },
        { url: youtube, [key]: { url: 'https://img.example/yt.jpg' } },
      ]).videos,
    ).toEqual([
      { url: walk, posterUrl: '/p/walk.jpg', title: 'Walkaround' },
      { url: youtube, posterUrl: 'https://img.example/yt.jpg', title: null },
    ]);
  });

  it('is empty when the feed sends nothing', () => {
    for (const value of [undefined, null, '', '  ', []]) expect(readFeedVideos(value)).toEqual({ videos: [], dropped: [] });
  });

  it('drops each entry that is no video address, and names it', () => {
    const { videos, dropped } = readFeedVideos([
      'javascript:alert(1)',
      { url: 'ftp://files.example/a.mp4' },
      'https://www.youtube.com/',
      { title: 'No address' },
      42,
      { url: '//evil.example/a.mp4' },
      { url: walk, thumb: 'javascript:alert(1)' },
    ]);
    expect(videos).toEqual([{ url: walk, posterUrl: null, title: null }]);
    expect(dropped).toEqual([
      'videos.0.url: expected a video file or a YouTube or Vimeo address (http(s), or a path starting with /)',
      'videos.1.url: expected a video file or a YouTube or Vimeo address (http(s), or a path starting with /)',
      'videos.2.url: expected a video file or a YouTube or Vimeo address (http(s), or a path starting with /)',
      'videos.3.url: is required',
      'videos.4: expected a video address or an object with a url',
      'videos.5.url: expected a video file or a YouTube or Vimeo address (http(s), or a path starting with /)',
      'videos.6.thumb: expected an http(s) URL or a path starting with /',
    ]);
  });

  it('names a field that is no list at all', () => {
    expect(readFeedVideos({ url: walk })).toEqual({ videos: [], dropped: ['videos: expected a list of videos or addresses separated by |'] });
  });
});

describe('videos in a parsed feed', () => {
  it("keeps the car and reports what was dropped from its videos, as the feed's other problems are", () => {
    const { vehicles, rejected, warnings } = parseFeedRecords(
      [
        { ...usedRanger, videos: [walk, 'javascript:alert(1)'] },
        { ...usedRanger, id: 8 },
      ],
      NOW,
    );
    expect(rejected).toEqual([]);
    expect(vehicles.map((vehicle) => [vehicle.id, vehicle.videos])).toEqual([
      ['7', [{ url: walk, posterUrl: null, title: null }]],
      ['8', []],
    ]);
    expect(warnings).toEqual([
      { index: 0, id: '7', dropped: ['videos.1.url: expected a video file or a YouTube or Vimeo address (http(s), or a path starting with /)'] },
    ]);
  });

  it('gives each video once, leaving out those video_url and external_video_url already give (a YouTube video by its id)', () => {
    const [vehicle] = parseFeedRecords(
      [
        {
          ...usedRanger,
          video_url: walk,
          external_video_url: 'https://youtu.be/dQw4w9WgXcQ',
          videos: [youtube, walk, '/media/interior.webm', { url: '/media/interior.webm', title: 'Again' }, 'https://vimeo.com/76979871'],
        },
      ],
      NOW,
    ).vehicles;
    expect(vehicle!.videos!.map((video) => video.url)).toEqual(['/media/interior.webm', 'https://vimeo.com/76979871']);
  });

  it('reads a CSV cell of addresses', () => {
    const [vehicle] = parseFeedRecords([{ ...usedRanger, id: '7', videos: `${walk}|${youtube}` }], NOW).vehicles;
    expect(vehicle!.videos).toHaveLength(2);
  });
});
