// The contact page: the contact form's hidden fields and the location cards below it (the tenant's contact block:
// every location by default, sales, then service, then parts). What the form shows comes from the tenant inside the
// form island (src/domain/leads/form-setup.ts).
import { contactForm } from '#src/domain/leads/form-setup.ts';
import { locationBlockCards } from './locations.ts';
import { tenant } from './site.ts';

export const CONTACT_PATH = '/contact';

export function contactPageData() {
  return {
    title: tenant.texts.formTitle,
    ...contactForm(CONTACT_PATH),
    locations: locationBlockCards(tenant.locationPages.contactBlock),
  };
}

export type ContactPageData = ReturnType<typeof contactPageData>;
