import type { LeadFormSetup } from '#src/domain/leads/form-setup.ts';
import type { FieldErrors } from '#src/domain/leads/validate.ts';
import type { PublicTenant } from '#src/domain/tenant/public-tenant.ts';
import TextField from './fields/TextField.tsx';

type Props = { setup: LeadFormSetup; rules: PublicTenant['leadForm']; errors: FieldErrors };

/** Who to call back: first and last name, e-mail, phone and postcode, required as the tenant's rules say. */
export default function ContactFields({ setup, rules, errors }: Props) {
  const id = (name: string) => `${setup.id}-${name}`;
  return (
    <>
      <TextField id={id('name')} name="name" label="First name" required autoComplete="given-name" maxLength={100} error={errors.name} />
      {setup.show.lastName && (
        <TextField id={id('last_name')} name="last_name" label="Last name" autoComplete="family-name" maxLength={100} error={errors.last_name} />
      )}
      <TextField id={id('email')} name="email" type="email" label="Email" required autoComplete="email" maxLength={254} error={errors.email} />
      <TextField id={id('phone')} name="phone" type="tel" label="Phone" required={rules.phoneRequired} autoComplete="tel" maxLength={32} error={errors.phone} />
      {(setup.show.postcode || rules.postcodeRequired) && (
        <TextField
          id={id('postcode')}
          name="postcode"
          label="Postcode"
          required={rules.postcodeRequired}
          inputMode="numeric"
          pattern="[0-9]{4}"
          maxLength={4}
          autoComplete="postal-code"
          title="A 4-digit postcode"
          error={errors.postcode}
        />
      )}
    </>
  );
}
