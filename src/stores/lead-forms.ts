import { atom, map } from 'nanostores';
import {
  leadSuccessKey,
  readRememberedUser,
  rememberedUser,
  rememberedUserKey,
  type LeadSuccessRecord,
  type RememberedUser,
} from '#src/domain/leads/local-records.ts';
import type { FieldErrors } from '#src/domain/leads/validate.ts';

/** One form's submission state (spec 2 section 4 "Single-step form"): idle, submitting, then success or error. */
export type LeadFormState = {
  status: 'idle' | 'submitting' | 'success' | 'error';
  /** Field errors under 'Please fix the following errors:'. */
  fields: FieldErrors;
  /** A form-level error shown as a destructive alert. */
  formError: string | null;
};

const IDLE: LeadFormState = { status: 'idle', fields: {}, formError: null };

/** Every lead form on the page by its id; a dialog and its sticky-bar twin read the same entry. */
export const $leadForms = map<Record<string, LeadFormState>>({});
/** The shopper's remembered contact details, shared by every form on the page. */
export const $rememberedUser = atom<RememberedUser>({});

export const formState = (forms: Record<string, LeadFormState>, id: string): LeadFormState => forms[id] ?? IDLE;
export const setFormState = (id: string, state: Partial<LeadFormState>): void => $leadForms.setKey(id, { ...formState($leadForms.get(), id), ...state });

const storage = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null; // storage off (private modes): forms simply start empty
    }
  },
  set(key: string, value: unknown): void {
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch (error) {
      console.warn('lead form record not saved', error);
    }
  },
};

let loadedFor: string | null = null;
/** Loads the remembered user once per page. */
export function loadRememberedUser(siteSlug: string): void {
  if (loadedFor === siteSlug) return;
  loadedFor = siteSlug;
  $rememberedUser.set(readRememberedUser(storage.get(rememberedUserKey(siteSlug))));
}

/** After a successful submission: remember the shopper and leave the success record for /success. */
export function recordLeadSuccess(siteSlug: string, values: Record<string, unknown>, record: LeadSuccessRecord): void {
  const user = { ...$rememberedUser.get(), ...rememberedUser(values) };
  $rememberedUser.set(user);
  storage.set(rememberedUserKey(siteSlug), user);
  storage.set(leadSuccessKey(siteSlug), record);
}
