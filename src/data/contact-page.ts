// The contact page: the contact form's hidden fields and the locations listed beside it (sales, then service, then
// parts). What the form shows comes from the tenant inside the form island (src/domain/leads/form-setup.ts).
import { locationChoices } from '#src/domain/leads/form-rules.ts';
import { contactForm } from '#src/domain/leads/form-setup.ts';
import { formatPhone, telHref } from '#src/domain/locations/phone.ts';
import { tenant } from './site.ts';

export const CONTACT_PATH = '/contact';

export function contactPageData() {
  const visible = tenant.locations.filter((location) => location.visible);
  return {
    title: tenant.texts.formTitle,
    ...contactForm(CONTACT_PATH),
    locations: locationChoices(visible).options.map((location) => ({
      slug: location.slug,
      name: location.name,
      address: `${location.address.street}, ${location.address.city} ${location.address.state} ${location.address.postcode}`,
      phone: location.phone ? { text: formatPhone(location.phone), href: telHref(location.phone) } : null,
    })),
  };
}
