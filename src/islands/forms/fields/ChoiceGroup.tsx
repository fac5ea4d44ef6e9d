import { FieldError } from './Field.tsx';

type Props = { id: string; name: string; legend: string; choices: readonly string[]; defaultValue: string; error?: string | undefined };

/** Radio buttons for a short fixed choice: PreferredContactMethod (Phone, Email, SMS), finance and trade-in Yes/No. */
export default function ChoiceGroup({ id, name, legend, choices, defaultValue, error }: Props) {
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <div className="lead-choices">
        {choices.map((choice) => (
          <label key={choice}>
            <input type="radio" name={name} value={choice} defaultChecked={choice === defaultValue} />
            {choice}
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
