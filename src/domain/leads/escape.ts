// Escaping for text that goes into HTML e-mails and ADF XML. Every shopper-typed value passes here.

const HTML: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** @example escapeHtml('<b>"Hi"</b>') // '&lt;b&gt;&quot;Hi&quot;&lt;/b&gt;' */
export function escapeHtml(value: unknown): string {
  const text = String(value);
  // Most values (ids, slugs, names) need nothing: testing is cheaper than replacing (hidden fields, every vehicle page).
  return HTML_SPECIAL.test(text) ? text.replace(HTML_SPECIALS, (char) => HTML[char] ?? char) : text;
}
const HTML_SPECIAL = /[&<>"']/;
const HTML_SPECIALS = /[&<>"']/g;

/**
 * XML text and attribute content: the five entities, and characters XML 1.0 forbids removed.
 * @example escapeXml('Tom & "Jerry" <x>') // 'Tom &amp; &quot;Jerry&quot; &lt;x&gt;'
 */
export function escapeXml(value: unknown): string {
  return String(value)
    .replace(/[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (char) => (char === "'" ? '&apos;' : (HTML[char] ?? char)));
}
