// Astro writes an island's props as JSON of a tagged copy ([0, value] for plain values, [1, [...]] for arrays),
// and works that copy out twice per island: once for the island's id and once for its `props` attribute, each
// time through Object.entries, Object.fromEntries and a WeakSet per object. With ten islands on each of 5,000
// vehicle pages and a 66 KB search island on each search page (both since made page islands,
// src/islands/prerender-page-island.ts), that was ~5% of a build. This writes the same JSON text straight from
// plain props, for the Astro islands left (special offers, finance, contact and trade-in pages).

const VALUE = 0;
const ARRAY = 1;
const INFINITY = 11;

/** Thrown inside the writer when a value is not plain JSON data; the caller then leaves it to Astro. */
const NOT_PLAIN = Symbol('not plain props');

function writeValue(value: unknown, parents: unknown[]): string {
  switch (typeof value) {
    case 'string':
      return `[${VALUE},${JSON.stringify(value)}]`;
    case 'number':
      if (value === Number.POSITIVE_INFINITY) return `[${INFINITY},1]`;
      if (value === Number.NEGATIVE_INFINITY) return `[${INFINITY},-1]`;
      return `[${VALUE},${JSON.stringify(value)}]`;
    case 'boolean':
      return value ? `[${VALUE},true]` : `[${VALUE},false]`;
    case 'undefined':
      return `[${VALUE}]`;
    case 'object':
      if (value === null) return `[${VALUE},null]`;
      if (parents.includes(value)) throw NOT_PLAIN;
      if (Array.isArray(value)) return `[${ARRAY},${writeArray(value, parents)}]`;
      if (Object.prototype.toString.call(value) !== '[object Object]') throw NOT_PLAIN;
      return `[${VALUE},${writeObject(value as Record<string, unknown>, parents)}]`;
    default:
      // bigint, function, symbol: Astro's own rules (or errors) apply.
      throw NOT_PLAIN;
  }
}

function writeArray(array: unknown[], parents: unknown[]): string {
  parents.push(array);
  let json = '[';
  for (let index = 0; index < array.length; index++) {
    if (!(index in array)) throw NOT_PLAIN; // a hole: Astro writes null for it
    json += (index === 0 ? '' : ',') + writeValue(array[index], parents);
  }
  parents.pop();
  return `${json}]`;
}

function writeObject(object: Record<string, unknown>, parents: unknown[]): string {
  parents.push(object);
  let json = '{';
  let first = true;
  for (const key of Object.keys(object)) {
    json += `${first ? '' : ','}${JSON.stringify(key)}:${writeValue(object[key], parents)}`;
    first = false;
  }
  parents.pop();
  return `${json}}`;
}

/**
 * The text Astro's serializeProps gives for props made of objects, arrays, strings, numbers, booleans, null and
 * undefined; null for anything else (dates, maps, sets, regular expressions, URLs, bigints, typed arrays, functions,
 * arrays with holes, cycles), which Astro serialises (or refuses) itself.
 * @example serializePlainProps({ price: 24990, tags: ['runout'] }) // '{"price":[0,24990],"tags":[1,[[0,"runout"]]]}'
 */
export function serializePlainProps(props: Record<string, unknown>): string | null {
  // Astro asks twice in a row for the same props object (island id, then attribute): answer the second from the first.
  if (props === last.props) return last.json;
  let json: string | null;
  try {
    json = writeObject(props, []);
  } catch (error) {
    if (error !== NOT_PLAIN) throw error;
    json = null;
  }
  last = { props, json };
  return json;
}

let last: { props: object | null; json: string | null } = { props: null, json: null };
