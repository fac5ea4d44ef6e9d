// Escapes text for HTML element content and double- or single-quoted attribute values.
// Manifest fields (dealer names, URLs) come from feeds and must never become markup.
const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}
