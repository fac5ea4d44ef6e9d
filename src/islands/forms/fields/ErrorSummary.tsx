import { forwardRef } from 'react';
import { errorList, type FieldErrors } from '#src/domain/leads/validate.ts';

type Props = { fields: FieldErrors; formError: string | null };

/**
 * 'Please fix the following errors:' and one line per message (spec 2 section 5), or a form-level error as a
 * destructive alert (spec 2 section 8). Focusable, so the form moves the shopper here after a failed submit.
 */
const ErrorSummary = forwardRef<HTMLDivElement, Props>(function ErrorSummary({ fields, formError }, ref) {
  const hasFields = Object.keys(fields).length > 0;
  const [heading, ...messages] = errorList(fields);
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="lead-summary">
      {hasFields && (
        <>
          <p className="font-semibold">{heading}</p>
          <ul>
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </>
      )}
      {!hasFields && formError && <p className="font-semibold">{formError}</p>}
    </div>
  );
});
export default ErrorSummary;
