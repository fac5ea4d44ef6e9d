// Reading a lead form the way the API reads its plain post: every named control's text, ticked checkboxes as
// true and unticked ones as false, trade-in answers only with a Yes, blanks dropped; a `name[]` group as the list of
// its ticked values.
import { dropBlankFields, FORM_TOKEN_FIELD, HONEYPOT_FIELD, IDEMPOTENCY_KEY_FIELD } from '#src/domain/leads/form-fields.ts';

export type FormRead = { answers: Record<string, string | boolean>; honeypot: string };

/** A `name[]` group (the additional services): a list field of its own, read by `readListFields`. */
const isList = (name: string) => name.endsWith('[]');

export function readLeadForm(form: HTMLFormElement): FormRead {
  const values: Record<string, string | boolean> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string' && !isList(name)) values[name] = value;
  for (const box of form.querySelectorAll<HTMLInputElement>('input[type=checkbox][name]')) if (!isList(box.name)) values[box.name] = box.checked;
  if (values['do-you-have-a-trade-in'] !== 'Yes') {
    for (const control of form.querySelectorAll<HTMLInputElement>('.lead-trade-in-answers [name]')) delete values[control.name];
  }
  const { [HONEYPOT_FIELD]: honeypot, [FORM_TOKEN_FIELD]: _token, [IDEMPOTENCY_KEY_FIELD]: _key, ...answers } = values;
  return { answers: dropBlankFields(answers), honeypot: typeof honeypot === 'string' ? honeypot : '' };
}

/**
 * The form's `name[]` groups as lists of their ticked values, under the name without `[]` (the API reads a plain
 * post the same way); a group with nothing ticked is not sent.
 */
export function readListFields(form: HTMLFormElement): Record<string, string[]> {
  const lists: Record<string, string[]> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string' && isList(name)) (lists[name.slice(0, -2)] ??= []).push(value);
  return lists;
}
