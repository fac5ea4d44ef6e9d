// Default texts are written once for every dealer: `{{dealer}}` and the other placeholders below become the
// tenant's own name, phone, address, state and website when the content is loaded.

export type PlaceholderValues = {
  /** The tenant's name: 'Harbour Toyota'. */
  dealer: string;
  /** The main location's phone, as shoppers read it: '02 5550 4180'. */
  phone: string;
  /** The main location's address: '846 Hunter Street, Newcastle West NSW 2302'. */
  address: string;
  /** The main location's state: 'NSW'. */
  state: string;
  /** The public site: 'https://www.harbourtoyota.com.au'. */
  website: string;
};

const PLACEHOLDER = /\{\{\s*([a-z]+)\s*\}\}/g;

/**
 * The text with each `{{name}}` replaced; an unknown name is an error (a typo must not reach a page).
 * @example fillPlaceholders('Call {{dealer}} on {{phone}}.', values) // { ok: true, text: 'Call Harbour Toyota on 02 5550 4180.' }
 * @example fillPlaceholders('{{delaer}}', values) // { ok: false, error: 'unknown placeholder {{delaer}} (known: ...)' }
 */
export function fillPlaceholders(text: string, values: PlaceholderValues): { ok: true; text: string } | { ok: false; error: string } {
  const unknown = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!).find((name) => !Object.hasOwn(values, name));
  if (unknown)
    return {
      ok: false,
      error: `unknown placeholder {{${unknown}}} (known: ${Object.keys(values)
        .map((name) => `{{${name}}}`)
        .join(', ')})`,
    };
  return { ok: true, text: text.replace(PLACEHOLDER, (_match, name: string) => values[name as keyof PlaceholderValues]) };
}
