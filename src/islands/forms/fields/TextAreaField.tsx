import Field, { errorProps } from './Field.tsx';

type Props = { id: string; name: string; label: string; defaultValue: string; required: boolean; error?: string | undefined };

/** The comments box. */
export default function TextAreaField({ id, name, label, defaultValue, required, error }: Props) {
  return (
    <Field id={id} label={label} required={required} error={error} wide>
      <textarea name={name} rows={4} maxLength={5000} required={required} defaultValue={defaultValue} {...errorProps(id, error)} />
    </Field>
  );
}
