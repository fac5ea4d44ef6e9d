// What a form island picks up from the page when it hydrates: errors the API sent back with a refused plain
// post (`?form_error=...&fe.<field>=...`), and the remembered shopper to fill in empty contact fields.
import { useStore } from '@nanostores/react';
import { useEffect, type RefObject } from 'react';
import { FIELD_ERROR_PARAM_PREFIX, FORM_ERROR_PARAM, LAST_DIALOG_STORAGE_KEY } from '#src/domain/leads/form-fields.ts';
import { REMEMBERED_USER_FIELDS } from '#src/domain/leads/local-records.ts';
import type { FieldErrors } from '#src/domain/leads/validate.ts';
import { $rememberedUser } from '#src/stores/lead-forms.ts';

function lastDialog(): string | null {
  try {
    return sessionStorage.getItem(LAST_DIALOG_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The errors of a refused post, when it was this form's (the page's only form, or the dialog posted last). */
export function errorsFromUrl(form: HTMLFormElement): { fields: FieldErrors; formError: string | null } | null {
  const params = new URLSearchParams(location.search);
  const error = params.get(FORM_ERROR_PARAM);
  const dialog = form.closest('dialog');
  if (!error || (dialog && dialog.id !== (lastDialog() ?? location.hash.slice(1)))) return null;
  const fields: FieldErrors = {};
  for (const [key, message] of params) if (key.startsWith(FIELD_ERROR_PARAM_PREFIX)) fields[key.slice(FIELD_ERROR_PARAM_PREFIX.length)] = message;
  return { fields, formError: Object.keys(fields).length ? null : error };
}

/** Fills the remembered shopper's details into contact fields the shopper has not typed in yet. */
export function useRememberedUser(formRef: RefObject<HTMLFormElement | null>): void {
  const user = useStore($rememberedUser);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const name of REMEMBERED_USER_FIELDS) {
      const input = form.elements.namedItem(name);
      if (input instanceof HTMLInputElement && !input.value && user[name]) input.value = user[name];
    }
  }, [user, formRef]);
}
