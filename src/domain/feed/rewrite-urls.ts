// A tenant's feed.rewriteUrls applied to the feed's text before it is read (an image host that moved, the demo image
// host on another port). Plain prefix replacement over the whole text: the URLs of a JSON or CSV feed are written out
// in full, so every occurrence of the old prefix is a URL that starts with it.

/**
 * `text` with every key of `rewrites` replaced by its value, longest key first (a longer prefix wins).
 * @example rewriteFeedUrls('"http://a.test/p.jpg"', { 'http://a.test/': 'http://b.test/' }) // '"http://b.test/p.jpg"'
 */
export function rewriteFeedUrls(text: string, rewrites: Readonly<Record<string, string>>): string {
  const keys = Object.keys(rewrites).sort((a, b) => b.length - a.length);
  if (keys.length === 0) return text;
  // One pass, so a replacement is never itself rewritten by a later key.
  const pattern = new RegExp(keys.map((key) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  return text.replace(pattern, (match) => rewrites[match]!);
}
