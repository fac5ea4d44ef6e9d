type Props = { label: string; submitting: boolean };

/** The submit button: disabled with a spinner while the lead is being sent (spec 2 section 4). */
export default function SubmitButton({ label, submitting }: Props) {
  return (
    <p>
      <button type="submit" className="btn btn-primary" disabled={submitting} aria-busy={submitting || undefined}>
        {submitting && <span aria-hidden="true" className="inline-block size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />}
        {label}
        {submitting && <span className="sr-only"> (sending)</span>}
      </button>
    </p>
  );
}
