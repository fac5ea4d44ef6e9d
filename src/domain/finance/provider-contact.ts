import { formatPhone, telHref } from '../locations/phone.ts';
import type { FinanceProvider } from '../tenant/schema/finance.ts';

/** Who provides the finance and the number to call about it, shown with the finance disclaimer. */
export type FinanceContact = { providerText: string | null; phone: { text: string; href: string } | null };

/**
 * The disclaimer's provider text and phone number (spec 2 section 9: 'The finance disclaimer phone number and
 * provider text are shown'). 'Manual' is the dealer's own finance, named by no provider; a phone that is not an
 * Australian number is left out rather than shown as a dead link. Null when there is nothing to show.
 * @example financeContact('Taurus', '1300 123 456') // { providerText: 'Finance provided by Taurus.', phone: { text: '1300 123 456', href: 'tel:1300123456' } }
 */
export function financeContact(provider: FinanceProvider | null, disclaimerPhone: string | undefined): FinanceContact | null {
  const providerText = provider && provider !== 'Manual' ? `Finance provided by ${provider}.` : null;
  const href = disclaimerPhone ? telHref(disclaimerPhone) : null;
  const phone = disclaimerPhone && href ? { text: formatPhone(disclaimerPhone), href } : null;
  return providerText || phone ? { providerText, phone } : null;
}
