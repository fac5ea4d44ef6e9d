import type { InputHTMLAttributes } from 'react';
import Field, { errorProps } from './Field.tsx';

type Props = { id: string; name: string; label: string; required?: boolean; error?: string | undefined; wide?: boolean } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name'
>;

/** A text-like input (text, email, tel, datetime-local); uncontrolled, so what a shopper typed before hydration stays. */
export default function TextField({ id, name, label, required, error, wide, ...input }: Props) {
  return (
    <Field id={id} label={label} required={required} error={error} wide={wide}>
      <input name={name} required={required} {...errorProps(id, error)} {...input} />
    </Field>
  );
}
