import { OPT_IN_LABEL, SPEC_TEXT, TERMS_LABEL } from '#src/domain/leads/messages.ts';
import type { FieldErrors } from '#src/domain/leads/validate.ts';
import type { PublicTenant } from '#src/domain/tenant/public-tenant.ts';
import CheckboxField from './fields/CheckboxField.tsx';

type Props = { prefix: string; terms: PublicTenant['leadForm']['terms']; errors: FieldErrors };

/** The opt-in checkbox (ticked, the spec's label) and, when the tenant requires it, the terms checkbox with its text. */
export default function ConsentFields({ prefix, terms, errors }: Props) {
  return (
    <>
      <CheckboxField id={`${prefix}-opt_in`} name="opt_in" label={OPT_IN_LABEL} defaultChecked />
      {terms !== 'optional' && (
        <CheckboxField
          id={`${prefix}-terms`}
          name="terms_conditions"
          required
          error={errors.terms_conditions}
          label={
            terms === 'required' ? (
              <>
                {TERMS_LABEL}{' '}
                <a className="underline" href="/terms-and-conditions">
                  Read the terms of use
                </a>
              </>
            ) : (
              <>
                {TERMS_LABEL}{' '}
                <span className="block text-sm text-muted">
                  {SPEC_TEXT.termsRequiredForm} See our{' '}
                  <a className="underline" href="/privacy-policy">
                    privacy policy
                  </a>
                  .
                </span>
              </>
            )
          }
        />
      )}
    </>
  );
}
