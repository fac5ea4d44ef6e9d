import { CONTACT_METHODS } from '#src/domain/leads/messages.ts';
import type { FieldErrors } from '#src/domain/leads/validate.ts';
import ChoiceGroup from './fields/ChoiceGroup.tsx';
import TradeInCarFields from './TradeInCarFields.tsx';

type Props = { prefix: string; errors: FieldErrors; askFinance: boolean };

const YES_NO = ['Yes', 'No'] as const;

/**
 * The tenant lead form's questions (spec 2 section 3): preferred contact method (default Phone), finance Yes/No,
 * trade-in Yes/No; answering Yes to the trade-in shows its kms, rego state and rego (pure CSS, so it works
 * before and without hydration; see lead-form.css; form-values.ts drops them after a No).
 */
export default function LeadQuestions({ prefix, errors, askFinance }: Props) {
  return (
    <>
      <ChoiceGroup
        id={`${prefix}-contact-method`}
        name="PreferredContactMethod"
        legend="Preferred contact method"
        choices={CONTACT_METHODS}
        defaultValue="Phone"
        error={errors.PreferredContactMethod}
      />
      {askFinance && (
        <ChoiceGroup
          id={`${prefix}-finance`}
          name="finance"
          legend="Are you interested in finance?"
          choices={YES_NO}
          defaultValue="No"
          error={errors.finance}
        />
      )}
      <ChoiceGroup
        id={`${prefix}-trade-in`}
        name="do-you-have-a-trade-in"
        legend="Do you have a trade-in?"
        choices={YES_NO}
        defaultValue="No"
        error={errors['do-you-have-a-trade-in']}
      />
      <div className="lead-trade-in-answers">
        <TradeInCarFields prefix={prefix} errors={errors} full={false} />
      </div>
    </>
  );
}
