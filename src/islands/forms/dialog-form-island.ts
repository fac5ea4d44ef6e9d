// The vehicle page's lead-dialog forms as page islands (../page-island.ts): the page renders them as plain HTML
// and src/client/lead-dialogs.ts hydrates each when its dialog opens. As Astro islands, their per-island work
// (an id hashed over the markup, props serialised twice, the hydration attributes) was ~10% of a 5,000-car build.
import { hiddenFieldsHtml } from '#src/domain/leads/form-fields.ts';
import type { LeadDialog } from '#src/domain/vehicle/lead-forms.ts';
import type { PageIslandName } from '../page-island.ts';
import { renderPageIsland } from '../prerender-page-island.ts';
import LeadForm from './LeadForm.tsx';
import TradeInValuationForm from './TradeInValuationForm.tsx';

export type DialogFormIsland = { name: PageIslandName; props: object; html: string };

/** The dialog's form: which island, its props (the form and the car's values) and its markup with the hidden fields. */
export function dialogFormIsland(dialog: LeadDialog): DialogFormIsland {
  const hidden = hiddenFieldsHtml(dialog.hidden);
  if (dialog.id === 'trade-in') return { name: 'trade-in-form', props: {}, html: renderPageIsland(TradeInValuationForm, {}, hidden) };
  return { name: 'lead-form', props: dialog.form, html: renderPageIsland(LeadForm, dialog.form, hidden) };
}
