/** Overrides a tenant file writes: any object field may be left out; arrays, when given, are given whole. */
export type DeepPartial<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Deep-merges overrides onto defaults. Objects merge key by key; arrays and scalars are replaced whole,
 * so a tenant that lists its own menus or filters gets exactly that list. `undefined` keeps the default.
 * @example mergeConfig({ a: { b: 1, c: [1] } }, { a: { c: [2] } }) // { a: { b: 1, c: [2] } }
 */
export function mergeConfig<T>(defaults: T, overrides: unknown): T {
  if (!isPlainObject(defaults) || !isPlainObject(overrides)) {
    return (overrides === undefined ? defaults : overrides) as T;
  }
  const merged: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    merged[key] = key in defaults ? mergeConfig(defaults[key as keyof typeof defaults], value) : value;
  }
  return merged as T;
}
