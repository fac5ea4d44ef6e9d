// Rendering one island many times with different values: render it once with marker values, then fill in each
// page's values at the markers. Used for the vehicle page's islands (prerender-page-island.ts): the lead forms
// are the same form on every car but for its comments and amount, the gallery the same for cars with as many
// photos but for the title and the photos' addresses.
import { flatString } from '#src/domain/flat-string.ts';
import { formatNumber } from '#src/domain/money.ts';
import type { TemplateFields } from '#src/islands/template-fields.ts';

const SLOT_MARK = 'zzislandslotzz';
const textMark = (name: string) => `zzisland${name.replace(/\W/g, '')}zz`;
// Digits no real price or amount has; grouped it reads 987,654,3xx.
const numberMark = (index: number) => 987_654_300 + index;

/** Escapes text as React's server renderer does (escapeTextForBrowser), in text and attribute values alike. */
export function escapeLikeReact(text: string): string {
  return text.replace(/["&'<>]/g, (char) => ({ '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' })[char]!);
}

type Props = Record<string, unknown>;
type Slots = Record<string, string>;
export type TemplatePlan = {
  /** Same key, same template: the component's other props and which templated props and slots are given. */
  key: string;
  /** The props and slots to render the template with (markers in place of the per-page values). */
  markedProps: Props;
  markedSlots: Slots;
  /** The markers in the template and, in the same order, this page's values for them (see compileTemplate). */
  marks: string[];
  values: string[];
  /** Markers of 'absent' props: a template holding one shows the prop after all, and cannot serve other pages. */
  absentMarks: string[];
};

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits a template at its markers once, so each page's fill is one join: no search of the markup per page, and
 * a value that happens to contain a marker is never filled in again.
 * @example compileTemplate('<p>zzislandazz</p>', ['zzislandazz'])(['Hi']) // '<p>Hi</p>'
 */
export function compileTemplate(template: string, marks: readonly string[]): (values: readonly string[]) => string {
  if (marks.length === 0) {
    const whole = flatString(template);
    return () => whole;
  }
  // Longest first, so a marker that begins another never cuts it short.
  const pattern = new RegExp(`(${[...marks].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|')})`);
  const parts = template.split(pattern); // even indexes: markup; odd: a marker
  const valueAt = parts.map((part, index) => (index % 2 === 1 ? marks.indexOf(part) : -1));
  return (values) => {
    let html = parts[0]!;
    for (let index = 1; index < parts.length; index += 2) html += values[valueAt[index]!]! + parts[index + 1]!;
    return html;
  };
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Marks the text fields of a list's items. Equal values share a marker, so the template keeps the page's
 * repeats (React writes one preload link for two photos with one address); the key holds which repeat which.
 */
function markList(name: string, textFields: Readonly<Record<string, 'text'>>, items: readonly unknown[]) {
  const markOf = new Map<string, string>();
  const replacements: [string, string][] = [];
  const shape: unknown[] = [];
  const marked = items.map((item) => {
    if (item === null || typeof item !== 'object') {
      shape.push(item ?? null);
      return item;
    }
    const markedItem: Props = {};
    const itemShape: unknown[] = [];
    for (const [key, value] of Object.entries(item)) {
      if (textFields[key] && isText(value)) {
        let mark = markOf.get(value);
        if (!mark) {
          markOf.set(value, (mark = textMark(`${name}${markOf.size}`)));
          replacements.push([mark, escapeLikeReact(value)]);
        }
        markedItem[key] = mark;
        itemShape.push([key, mark]);
      } else {
        markedItem[key] = value;
        itemShape.push([key, value ?? null]);
      }
    }
    shape.push(itemShape);
    return markedItem;
  });
  return { marked, replacements, shape };
}

/**
 * Plans a templated render: the cache key, the marked props and slots, and this page's values for the markers.
 * @example const plan = planTemplate({ message: 'text' }, { form: 'enquire', message: 'Hi & bye' }, {});
 * compileTemplate('<textarea>zzislandmessagezz</textarea>', plan.marks)(plan.values) // '<textarea>Hi &amp; bye</textarea>'
 */
export function planTemplate(fields: TemplateFields, props: Props, slots: Slots): TemplatePlan {
  const markedProps: Props = {};
  // The key holds everything but the filled-in values, including whether each is blank (or 0): markup often
  // differs for an empty comment or a missing slot, not just by its text.
  const shape: unknown[] = [];
  const replacements: [string, string][] = [];
  const absentMarks: string[] = [];
  let numbers = 0;
  for (const [name, value] of Object.entries(props)) {
    const field = fields[name];
    if (typeof field === 'object' && Array.isArray(value)) {
      const list = markList(name, field.each, value);
      markedProps[name] = list.marked;
      replacements.push(...list.replacements);
      shape.push([name, list.shape]);
    } else if (field === 'absent' && (typeof value === 'string' || typeof value === 'number')) {
      markedProps[name] = textMark(name);
      absentMarks.push(textMark(name));
      shape.push([name, 'absent']);
    } else if (field === 'text' && isText(value)) {
      markedProps[name] = textMark(name);
      replacements.push([textMark(name), escapeLikeReact(value)]);
      shape.push([name, 'text']);
    } else if (field === 'number' && typeof value === 'number' && Number.isSafeInteger(value) && value > 0) {
      const mark = numberMark(numbers++);
      markedProps[name] = mark;
      replacements.push([formatNumber(mark), formatNumber(value)], [String(mark), String(value)]);
      shape.push([name, 'number']);
    } else {
      markedProps[name] = value;
      shape.push([name, value ?? null]);
    }
  }
  const markedSlots: Slots = {};
  for (const [name, html] of Object.entries(slots)) {
    const blank = html == null || String(html).trim() === '';
    markedSlots[name] = blank ? html : `${SLOT_MARK}${name}${SLOT_MARK}`;
    if (!blank) replacements.push([markedSlots[name]!, String(html)]);
    shape.push([`slot:${name}`, blank]);
  }
  const key = JSON.stringify(shape);
  const marks = replacements.map(([mark]) => mark);
  const values = replacements.map(([, value]) => value);
  return { key, markedProps, markedSlots, marks, values, absentMarks };
}
