import './zod-jitless.ts';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { publicTenant } from 'virtual:public-tenant';
import { fileLead } from '#src/domain/leads/categories.ts';
import { leadSuccessEvents } from '#src/domain/leads/events.ts';
import { BOOKING_HELD_ANCHOR, SUCCESS_PATH } from '#src/domain/leads/form-fields.ts';
import { checkLeadForm } from '#src/domain/leads/form-rules.ts';
import { CV_FIELD, cvProblem } from '#src/domain/leads/cv-file.ts';
import { leadFormSetup, type LeadFormProps } from '#src/domain/leads/form-setup.ts';
import { SPEC_TEXT } from '#src/domain/leads/messages.ts';
import type { LeadContext } from '#src/domain/leads/validate.ts';
import { sendAnalyticsEvent } from '#src/stores/analytics.ts';
import { $leadForms, formState, loadRememberedUser, recordLeadSuccess, setFormState } from '#src/stores/lead-forms.ts';
import ContactFields from './ContactFields.tsx';
import ErrorSummary from './fields/ErrorSummary.tsx';
import SubmitButton from './fields/SubmitButton.tsx';
import { readLeadForm, readListFields } from './form-values.ts';
import FormOptions from './FormOptions.tsx';
import { errorsFromUrl, useRememberedUser } from './page-state.ts';
import { fetchFormToken, newIdempotencyKey, submitLead } from './submit-lead.ts';

// Its stylesheet (lead-form.css) is the page's: the Astro components that render the form import it.

/** The form, the car's values (LeadFormProps) and, as children, the hidden fields the page renders into the form. */
type Props = LeadFormProps & { children?: ReactNode };

/** Validation context in the browser: the API's rules, the tenant's public lists; the server checks postcodes and stock. */
const CONTEXT: LeadContext = {
  rules: publicTenant.leadForm,
  dealerships: publicTenant.dealerships,
  locations: publicTenant.locations,
  isKnownPostcode: () => true,
};

/**
 * A lead form island. Server-rendered as a plain `<form method="post" action="/api/leads">` (it works without
 * JavaScript); once hydrated it validates on submit with the API's own rules, sends JSON once (idempotency key,
 * disabled button), remembers the shopper and goes to /success. What it shows comes from the form's id and the
 * public tenant config, on the server and in the browser alike; its hidden fields are the page's own HTML
 * (children), so they are not repeated in the island's props.
 */
export default function LeadForm({ children, models, ...props }: Props) {
  const setup = leadFormSetup(props, publicTenant);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const token = useRef<Promise<string | null> | null>(null);
  const attemptKey = useRef<string | null>(null);
  const busy = useRef(false);
  const state = formState(useStore($leadForms), setup.id);
  useRememberedUser(formRef);

  useEffect(() => {
    const form = formRef.current!;
    form.noValidate = true; // the form's own checks and texts replace the browser's from here on
    loadRememberedUser(publicTenant.slug);
    token.current = fetchFormToken();
    const refused = errorsFromUrl(form);
    if (refused) setFormState(setup.id, { status: 'error', ...refused });
  }, [setup.id]);

  const fail = (fields: Record<string, string>, formError: string | null) => {
    busy.current = false;
    setFormState(setup.id, { status: 'error', fields, formError });
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return; // a double click sends one lead
    const read = readLeadForm(event.currentTarget);
    const answers = { ...read.answers, ...readListFields(event.currentTarget) };
    const { honeypot } = read;
    const fields = checkLeadForm(answers, setup, CONTEXT);
    const cv = setup.show.cv ? (new FormData(event.currentTarget).get(CV_FIELD) as File | null) : null;
    if (setup.show.cv) {
      busy.current = true; // reading the file's first bytes takes a moment: a second click waits for it
      const problem = cvProblem(cv && cv.size ? { name: cv.name, size: cv.size, head: new Uint8Array(await cv.slice(0, 8).arrayBuffer()) } : null);
      busy.current = false;
      if (problem) fields[CV_FIELD] = problem;
    }
    if (Object.keys(fields).length > 0) return fail(fields, null);
    busy.current = true;
    setFormState(setup.id, { status: 'submitting', fields: {}, formError: null });
    attemptKey.current ??= newIdempotencyKey();
    const outcome = await submitLead(answers, {
      key: attemptKey.current,
      token: await (token.current ?? Promise.resolve(null)),
      honeypot,
      ...(cv ? { files: { [CV_FIELD]: cv } } : {}),
    });
    if (outcome.kind === 'stored') {
      const carId = typeof answers.car_id === 'string' ? answers.car_id : null;
      const filed = fileLead(setup.kind, typeof answers.category === 'string' ? answers.category : undefined, null);
      recordLeadSuccess(publicTenant.slug, answers, {
        category: filed.category,
        kind: setup.kind,
        lead_id: outcome.leadId,
        car_id: carId,
        at: new Date().toISOString(),
      });
      // The success event, then the follow-up lead record (14 or 17) with its category and the car's type.
      const carType = typeof answers.car_type === 'string' ? answers.car_type : null;
      for (const event of leadSuccessEvents(outcome.eventId, { category: filed.category, carType }))
        sendAnalyticsEvent(event.eventId, { car_id: carId, lead_id: outcome.leadId, ...event.data });
      setFormState(setup.id, { status: 'success' });
      // A booking waiting for the shopper's confirmation: the thank-you page says to use the link we e-mailed.
      const held = (outcome.answer.booking as { status?: string } | undefined)?.status === 'unconfirmed';
      location.assign(held ? `${SUCCESS_PATH}#${BOOKING_HELD_ANCHOR}` : SUCCESS_PATH);
      return;
    }
    if (outcome.kind === 'invalid') {
      attemptKey.current = null;
      return fail(outcome.fields, null);
    }
    if (!outcome.sameKey) attemptKey.current = null;
    window.alert(SPEC_TEXT.submitFailed);
    fail({}, outcome.error);
  }

  const errors = state.fields;
  const submitting = state.status === 'submitting' || state.status === 'success';
  return (
    <form
      ref={formRef}
      method="post"
      action="/api/leads"
      onSubmit={onSubmit}
      className="lead-form"
      aria-label={setup.title}
      {...(setup.show.cv ? { encType: 'multipart/form-data' } : {})}
    >
      {children}
      <label hidden>
        Website <input name="website" tabIndex={-1} autoComplete="off" />
      </label>
      <ErrorSummary ref={summaryRef} fields={errors} formError={state.formError} />
      <ContactFields setup={setup} rules={publicTenant.leadForm} errors={errors} />
      <FormOptions setup={setup} tenant={publicTenant} errors={errors} models={models} />
      <SubmitButton label={setup.submitLabel} submitting={submitting} />
    </form>
  );
}
