// The vehicle page's lead-dialog forms as page islands (pageIslandHtml, ../prerender-page-island.ts): src/client/lead-dialogs.ts
// hydrates each when its dialog first opens.
import { hiddenFieldsHtml } from '#src/domain/leads/form-fields.ts';
import type { LeadDialog } from '#src/domain/vehicle/lead-forms.ts';
import type { PageIsland } from '../prerender-page-island.ts';
import LeadForm from './LeadForm.tsx';
import TradeInValuationForm from './TradeInValuationForm.tsx';

/** The dialog's form: which island, its props (the form and the car's values) and its hidden fields as HTML. */
export function dialogFormIsland(dialog: LeadDialog): PageIsland {
  const slotHtml = hiddenFieldsHtml(dialog.hidden);
  return dialog.id === 'trade-in'
    ? { name: 'trade-in-form', component: TradeInValuationForm, props: {}, slotHtml, key: dialog.id }
    : { name: 'lead-form', component: LeadForm, props: dialog.form, slotHtml, key: dialog.id };
}
