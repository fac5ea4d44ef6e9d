// The feed's `videos` field (spec 1 section 4): more videos of the car than video_url and external_video_url hold.
// Feeds send it in several shapes: a list of addresses, a `|`-separated cell (as `images`), or a list of objects with
// the address and, under one of a few names, a poster and a title. One bad entry is dropped and named in the feed
// report; it never costs the car its page, as a bad price would.
import { videoSource } from '../vehicle/video.ts';
import { isSafeLink, optionalText } from './coerce.ts';

export type FeedVideo = { url: string; posterUrl: string | null; title: string | null };
/** The videos a record gives, and what was dropped from it (`videos.1.url: ...`), for the feed report. */
export type FeedVideoList = { videos: FeedVideo[]; dropped: string[] };

/** The names feeds give a video's poster image, in the order they are looked for. */
export const POSTER_KEYS = ['thumb', 'thumbnail', 'poster', 'image'] as const;
const BAD_ADDRESS = 'expected a video file or a YouTube or Vimeo address (http(s), or a path starting with /)';

const text = (value: unknown): string | null => {
  const parsed = optionalText.safeParse(value);
  return parsed.success ? parsed.data : null;
};
/** An address given as text or as `{ url }`, as feeds nest image addresses. */
const address = (value: unknown): string | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? text((value as Record<string, unknown>).url) : text(value);

function readEntry(raw: unknown, at: string, dropped: string[]): FeedVideo | null {
  const entry = typeof raw === 'string' ? { url: raw } : raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
  if (!entry) {
    dropped.push(`${at}: expected a video address or an object with a url`);
    return null;
  }
  const url = address(entry.url);
  if (url === null || !isSafeLink(url) || videoSource(url) === null) {
    dropped.push(`${at}.url: ${url === null ? 'is required' : BAD_ADDRESS}`);
    return null;
  }
  const posterKey = POSTER_KEYS.find((key) => address(entry[key]) !== null);
  const poster = posterKey ? address(entry[posterKey]) : null;
  // A poster that is no safe address is left out (the car's photo stands in) and named; the video itself is fine.
  if (posterKey && poster !== null && !isSafeLink(poster)) dropped.push(`${at}.${posterKey}: expected an http(s) URL or a path starting with /`);
  return { url, posterUrl: poster !== null && isSafeLink(poster) ? poster : null, title: text(entry.title) };
}

/**
 * Reads a record's `videos` in any of the shapes feeds send; entries that are no video address are dropped and named.
 * @example readFeedVideos('https://youtu.be/dQw4w9WgXcQ|ftp://x/a.mp4').dropped // ['videos.1.url: expected a video file ...']
 * @example readFeedVideos([{ url: '/v/walk.mp4', poster: { url: '/p.jpg' }, title: 'Walkaround' }]).videos // [{ url: '/v/walk.mp4', posterUrl: '/p.jpg', title: 'Walkaround' }]
 */
export function readFeedVideos(value: unknown): FeedVideoList {
  const dropped: string[] = [];
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return { videos: [], dropped };
  const entries =
    typeof value === 'string'
      ? value
          .split('|')
          .map((url) => url.trim())
          .filter(Boolean)
      : Array.isArray(value)
        ? value
        : null;
  if (entries === null) return { videos: [], dropped: ['videos: expected a list of videos or addresses separated by |'] };
  const videos = entries.flatMap((entry, index) => readEntry(entry, `videos.${index}`, dropped) ?? []);
  return { videos, dropped };
}
