// Reading a lead form the way the API reads its plain post: every named control's text, ticked checkboxes as
// true and unticked ones as false, trade-in answers only with a Yes, blanks dropped.
import { dropBlankFields, FORM_TOKEN_FIELD, HONEYPOT_FIELD, IDEMPOTENCY_KEY_FIELD } from '#src/domain/leads/form-fields.ts';

export type FormRead = { answers: Record<string, string | boolean>; honeypot: string };

export function readLeadForm(form: HTMLFormElement): FormRead {
  const values: Record<string, string | boolean> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value;
  for (const box of form.querySelectorAll<HTMLInputElement>('input[type=checkbox][name]')) values[box.name] = box.checked;
  if (values['do-you-have-a-trade-in'] !== 'Yes') {
    for (const control of form.querySelectorAll<HTMLInputElement>('.lead-trade-in-answers [name]')) delete values[control.name];
  }
  const { [HONEYPOT_FIELD]: honeypot, [FORM_TOKEN_FIELD]: _token, [IDEMPOTENCY_KEY_FIELD]: _key, ...answers } = values;
  return { answers: dropBlankFields(answers), honeypot: typeof honeypot === 'string' ? honeypot : '' };
}
