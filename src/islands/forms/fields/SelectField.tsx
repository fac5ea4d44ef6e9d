import type { SelectOption } from '#src/domain/leads/form-choices.ts';
import Field, { errorProps } from './Field.tsx';

export type { SelectOption };

type Props = {
  id: string;
  name: string;
  label: string;
  options: SelectOption[];
  defaultValue?: string;
  /** An empty first option ('Select a Preferred Dealership'); a required select cannot be sent with it. */
  placeholder?: string;
  required?: boolean;
  error?: string | undefined;
};

/** A select; with `required` and a placeholder, a form without JavaScript is stopped by the browser until one is chosen. */
export default function SelectField({ id, name, label, options, defaultValue, placeholder, required, error }: Props) {
  return (
    <Field id={id} label={label} required={required} error={error}>
      <select name={name} required={required} defaultValue={defaultValue ?? ''} {...errorProps(id, error)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {/* An option without a value posts its text: the rego states and categories need no value of their own. */}
        {options.map((option) =>
          option.value === option.label ? (
            <option key={option.value}>{option.label}</option>
          ) : (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ),
        )}
      </select>
    </Field>
  );
}
