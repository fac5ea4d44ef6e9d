// Which video addresses play in an embedded player and which are files a native <video> plays (spec 1 section 4:
// "an embedded player only for an embedded-player address, a native video player otherwise"). A YouTube or Vimeo
// page address (watch, share, shorts) is turned into its player's embed address, so a dealer who pastes the page
// address still gets a player; anything else on http(s) is a file.

export type VideoSource =
  { kind: 'embed'; provider: 'youtube' | 'vimeo'; id: string; embedUrl: string } | { kind: 'file'; url: string; mimeType: string | null };

const YOUTUBE_ID = /^[\w-]{1,64}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const FILE_TYPES: Record<string, string> = { mp4: 'video/mp4', m4v: 'video/mp4', webm: 'video/webm', mov: 'video/quicktime', ogv: 'video/ogg' };

function youtubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1).split('/')[0] ?? null;
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const match = /^\/(?:embed|shorts|live|v)\/([^/]+)/.exec(url.pathname);
  return match?.[1] ?? null;
}

function vimeoId(url: URL): string | null {
  if (url.hostname === 'player.vimeo.com') return /^\/video\/(\d+)/.exec(url.pathname)?.[1] ?? null;
  if (url.hostname === 'vimeo.com' || url.hostname === 'www.vimeo.com') return /^\/(?:channels\/[\w-]+\/)?(\d+)(?:\/|$)/.exec(url.pathname)?.[1] ?? null;
  return null;
}

/**
 * What a feed's video address is: a YouTube or Vimeo player (with its embed address) or a video file; null for an
 * address that is neither (not http(s), or a YouTube or Vimeo page that names no video).
 * @example videoSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ') // { kind: 'embed', provider: 'youtube', id: 'dQw4w9WgXcQ', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' }
 * @example videoSource('https://cdn.dealer.example/walkaround.mp4') // { kind: 'file', url: '...', mimeType: 'video/mp4' }
 */
export function videoSource(address: string): VideoSource | null {
  let url: URL;
  try {
    url = new URL(address, 'https://relative.invalid');
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const isYoutube = url.hostname === 'youtu.be' || YOUTUBE_HOSTS.has(url.hostname);
  if (isYoutube) {
    const id = youtubeId(url);
    return id && YOUTUBE_ID.test(id) ? { kind: 'embed', provider: 'youtube', id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` } : null;
  }
  if (url.hostname.endsWith('vimeo.com')) {
    const id = vimeoId(url);
    return id ? { kind: 'embed', provider: 'vimeo', id, embedUrl: `https://player.vimeo.com/video/${id}` } : null;
  }
  const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase() ?? '';
  return { kind: 'file', url: address, mimeType: FILE_TYPES[extension] ?? null };
}

/**
 * The address the player loads once the shopper presses play: the embed with autoplay (the press was the
 * shopper's choice to play), or the file itself.
 * @example playerUrl(videoSource('https://youtu.be/dQw4w9WgXcQ')!) // 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1'
 */
export function playerUrl(source: VideoSource): string {
  return source.kind === 'embed' ? `${source.embedUrl}?autoplay=1` : source.url;
}

/**
 * What makes two addresses the same video: a YouTube or Vimeo video by its id (its watch, share and embed addresses
 * are one video), a file by its address; null for an address that is no video.
 * @example sameVideoKey('https://youtu.be/dQw4w9WgXcQ') === sameVideoKey('https://www.youtube.com/embed/dQw4w9WgXcQ') // true
 */
export function sameVideoKey(address: string): string | null {
  const source = videoSource(address);
  if (!source) return null;
  return source.kind === 'embed' ? `${source.provider}:${source.id}` : `file:${source.url}`;
}
