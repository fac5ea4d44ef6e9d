// Any page's <title> and meta description brought within the lengths search engines show in full (the SEO audit's
// limits): a title first loses its trailing ' | site name', then is cut at a word; a description is cut after its
// last whole sentence that fits, else at a word. Pages that write their own short texts are left as they are.
import { DESCRIPTION_LENGTH, TITLE_LENGTH } from './audit/page-checks.ts';

/** `text` cut at the last space within `max - 1` characters, with an ellipsis. */
function cutAtWord(text: string, max: number): string {
  const room = text.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  return `${(space > max / 2 ? room.slice(0, space) : room).replace(/[\s,;:|–-]+$/, '')}…`;
}

/**
 * A page title that shows in full.
 * @example fitTitle('Bayside Used Cars Moonah Car Buying Centre: hours and directions | Bayside Auto Group', 'Bayside Auto Group') // 'Bayside Used Cars Moonah Car Buying Centre: hours and directions'
 */
export function fitTitle(title: string, siteName: string): string {
  if (title.length <= TITLE_LENGTH.max) return title;
  const suffix = / [|–-] [^|–-]+$/.exec(title);
  const bare = suffix && (title.endsWith(siteName) || suffix[0].length < title.length / 2) ? title.slice(0, suffix.index) : title;
  return bare.length <= TITLE_LENGTH.max ? bare : cutAtWord(bare, TITLE_LENGTH.max);
}

/**
 * A meta description that shows in full.
 * @example fitDescription('One. ' + 'Two '.repeat(50)) // 'One.'
 */
export function fitDescription(description: string): string {
  if (description.length <= DESCRIPTION_LENGTH.max) return description;
  const room = description.slice(0, DESCRIPTION_LENGTH.max);
  const sentenceEnd = Math.max(room.lastIndexOf('. '), room.lastIndexOf('! '), room.lastIndexOf('? '), room.endsWith('.') ? room.length - 1 : -1);
  if (sentenceEnd + 1 >= DESCRIPTION_LENGTH.min) return room.slice(0, sentenceEnd + 1);
  return cutAtWord(description, DESCRIPTION_LENGTH.max);
}
