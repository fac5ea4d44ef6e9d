import type { FormEvent, ReactNode } from 'react';
import { CONDITION_QUESTIONS } from '#src/domain/trade-in/condition.ts';
import type { FieldErrors } from '#src/domain/leads/validate.ts';
import ChoiceGroup from './fields/ChoiceGroup.tsx';
import SubmitButton from './fields/SubmitButton.tsx';

type Props = {
  id: string;
  hidden: boolean;
  errors: FieldErrors;
  submitting: boolean;
  /** The step's heading and error summary, from the form. */
  heading: ReactNode;
  summary: ReactNode;
  /** The car the plate lookup found, in words (the shopper can go Back and name it instead). */
  found?: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onBack: () => void;
};

/** Step 2, 'Condition': the questions a valuer asks (src/domain/trade-in/condition.ts), one radio group each. */
export default function TradeInConditionStep({ id, hidden, errors, submitting, heading, summary, found, onSubmit, onBack }: Props) {
  return (
    <form className="lead-form" hidden={hidden} aria-labelledby={`${id}-step-2`} onSubmit={onSubmit} noValidate>
      {heading}
      {found && (
        <p className="lead-wide" data-testid="plate-vehicle">
          {found} Not your car? Go Back and tell us its make, model and year.
        </p>
      )}
      {summary}
      {CONDITION_QUESTIONS.map(({ question, choices }, index) => (
        <ChoiceGroup
          key={question}
          id={`${id}-condition-${index}`}
          name={question}
          legend={question}
          choices={choices.map((c) => c.answer)}
          defaultValue=""
          error={errors[question]}
        />
      ))}
      <div className="trade-in-actions">
        <button type="button" className="btn btn-outline" onClick={onBack} disabled={submitting}>
          Back
        </button>
        <SubmitButton label="Show My Valuation" submitting={submitting} />
      </div>
    </form>
  );
}
