import { atom } from 'nanostores';
import type { FinancePrefill } from '#src/domain/finance/finance-page.ts';

/**
 * What the finance pages' Finance Enquiry form starts from, learnt in the browser: the finance link's query on
 * the finance page, the car on /personalised/finance. Null until the page's script has it.
 */
export const $financePrefill = atom<FinancePrefill | null>(null);

export function prefillFinanceEnquiry(prefill: FinancePrefill): void {
  $financePrefill.set(prefill);
}
