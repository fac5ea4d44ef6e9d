// The platform's escapers, one per output language. Every dealer- or shopper-written value that goes into markup a
// page, an e-mail or a document does not render by itself (Astro and React escape their own) passes through here.

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const HTML_SPECIAL = /[&<>"']/;
const HTML_SPECIALS = /[&<>"']/g;

/**
 * HTML element content and single- or double-quoted attribute values.
 * @example escapeHtml('<b>"Hi"</b>') // '&lt;b&gt;&quot;Hi&quot;&lt;/b&gt;'
 */
export function escapeHtml(value: unknown): string {
  const text = String(value);
  // Most values (ids, slugs, names) need nothing: testing is cheaper than replacing (hidden fields, every vehicle page).
  return HTML_SPECIAL.test(text) ? text.replace(HTML_SPECIALS, (char) => ENTITIES[char] ?? char) : text;
}

/** Characters XML 1.0 does not allow anywhere in a document. */
// eslint-disable-next-line no-control-regex -- the allowed control characters are the point of this pattern
const XML_FORBIDDEN = /[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * XML (and SVG) text and attribute content: the five entities, and characters XML 1.0 forbids removed.
 * @example escapeXml('Tom & "Jerry" <x>') // 'Tom &amp; &quot;Jerry&quot; &lt;x&gt;'
 */
export function escapeXml(value: unknown): string {
  return String(value)
    .replace(XML_FORBIDDEN, '')
    .replace(HTML_SPECIALS, (char) => (char === "'" ? '&apos;' : (ENTITIES[char] ?? char)));
}

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const JSON_ESCAPES: Readonly<Record<string, string>> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * JSON for a `<script>` element (JSON-LD, data blocks): `<`, `>`, `&` and line separators as unicode escapes, so no
 * feed text (e.g. `</script>`) can close the element or start markup.
 * @example jsonForScript({ name: '</script>' }) // '{"name":"\\u003c/script\\u003e"}'
 */
export function jsonForScript(data: unknown): string {
  // One pass over the JSON, not one per character (it is on every vehicle page).
  return JSON.stringify(data).replace(UNSAFE_IN_SCRIPT, (char) => JSON_ESCAPES[char]!);
}
