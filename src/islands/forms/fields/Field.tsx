import type { ReactNode } from 'react';

type Props = {
  /** The error message's id prefix (`<id>-error`, the control's aria-describedby). */
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string | undefined;
  wide?: boolean;
  children: ReactNode;
  /** Shown below the control, outside its label (the money input's quick picks). */
  after?: ReactNode;
  /**
   * The control's id, for a control with more than an input in it (the money and kms boxes with their '$' and
   * ' kms'): its label then names it by `for` and holds only the label text.
   */
  controlId?: string;
};

/**
 * A control inside its label (so it needs no id, and a page of six forms no `for`/`id` pairs), with its error
 * message below it. The required star is hidden from screen readers; the control says `required` itself.
 * The wrapper has no class of its own (lead-form.css styles a form's `<div>`s as fields): a vehicle page has
 * about sixty of them.
 */
export default function Field({ id, label, required, error, wide, children, after, controlId }: Props) {
  const star = required && <span aria-hidden="true"> *</span>;
  return (
    <div className={wide ? 'lead-wide' : undefined}>
      {controlId ? (
        <>
          <label htmlFor={controlId}>
            {label}
            {star}
          </label>
          {children}
        </>
      ) : (
        <label>
          {label}
          {star}
          {children}
        </label>
      )}
      {after}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A control's error message, referenced by the control's aria-describedby. */
export const FieldError = ({ id, error }: { id: string; error: string | undefined }) =>
  error ? (
    <p id={`${id}-error`} className="lead-error">
      {error}
    </p>
  ) : null;

/** Accessibility attributes of a control with an optional error. */
export const errorProps = (id: string, error: string | undefined) => (error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {});
