import './zod-jitless.ts';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { publicTenant } from 'virtual:public-tenant';
import { KIND_DEFAULTS } from '#src/domain/leads/categories.ts';
import { SUCCESS_PATH } from '#src/domain/leads/form-fields.ts';
import { SPEC_TEXT } from '#src/domain/leads/messages.ts';
import { checkLeadForm } from '#src/domain/leads/form-rules.ts';
import { leadFormSetup } from '#src/domain/leads/form-setup.ts';
import type { FieldErrors, LeadContext } from '#src/domain/leads/validate.ts';
import { plateVehicleLine } from '#src/domain/trade-in/plate.ts';
import {
  acceptOfferPost,
  carStepErrors,
  carStepPost,
  carUpdatePost,
  conditionAnswers,
  conditionStepErrors,
  conditionStepPost,
  leavesCarToLookup,
  readPlateLookup,
  readValuation,
  stepProgress,
  TRADE_IN_STEP_TITLES,
  valuationSavePost,
  valuerCallPost,
  type TradeInFormStep,
} from '#src/domain/trade-in/steps.ts';
import { sendAnalyticsEvent } from '#src/stores/analytics.ts';
import { $leadForms, formState, loadRememberedUser, recordLeadSuccess, setFormState } from '#src/stores/lead-forms.ts';
import { $tradeIn, goToStep, tradeInState } from '#src/stores/trade-in.ts';
import { useHydrated } from '../use-hydrated.ts';
import ConsentFields from './ConsentFields.tsx';
import ContactFields from './ContactFields.tsx';
import ErrorSummary from './fields/ErrorSummary.tsx';
import SubmitButton from './fields/SubmitButton.tsx';
import { readLeadForm } from './form-values.ts';
import { errorsFromUrl, useRememberedUser } from './page-state.ts';
import { saveValuation } from './save-valuation.ts';
import { fetchFormToken, newIdempotencyKey, submitLead, type SubmitOutcome } from './submit-lead.ts';
import TradeInCarFields from './TradeInCarFields.tsx';
import TradeInCarIntro from './TradeInCarIntro.tsx';
import TradeInConditionStep from './TradeInConditionStep.tsx';
import TradeInValuationStep from './TradeInValuationStep.tsx';

// Its stylesheets (lead-form.css, trade-in-form.css) are the page's, imported by the Astro components that render it
// (see LeadForm.tsx).

/** `carFromQuery`: /cars/trade-in?car_id={id} names the car the trade-in is for in its query (the server checks it). */
type Props = { carFromQuery?: boolean; children?: ReactNode };
type Stored = Extract<SubmitOutcome, { kind: 'stored' }>;

const CONTEXT: LeadContext = {
  rules: publicTenant.leadForm,
  dealerships: publicTenant.dealerships,
  locations: publicTenant.locations,
  isKnownPostcode: () => true,
};
const CAR_ID = /^[A-Za-z0-9_-]{1,64}$/;
const { plateLookup, saveValuations } = publicTenant.tradeIn;

/**
 * The Trade-In Valuation form in three steps (Your car, Condition, Your valuation). Server-rendered, step 1 is a
 * plain POST form that sends a complete lead without JavaScript. Hydrated, step 1 creates the lead still open (with a
 * plate lookup, the rego and state are enough: the server finds the car, and when it finds none the form asks for the
 * make, model and year, keeping the lead), step 2 adds the condition answers and gets the server's valuation (saved
 * where the tenant keeps valuations), step 3 accepts the offer or asks a valuer to call (either completes the lead),
 * then /success. Steps stay mounted once reached, so Back keeps what was entered.
 */
export default function TradeInValuationForm({ carFromQuery = false, children }: Props) {
  const setup = leadFormSetup({ form: 'trade-in' }, publicTenant);
  const id = setup.id;
  const rootRef = useRef<HTMLDivElement>(null);
  const carFormRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const token = useRef<Promise<string | null> | null>(null);
  const attemptKeys = useRef<Record<string, string>>({});
  const busy = useRef(false);
  const car = useRef<{ answers: Record<string, string | boolean>; honeypot: string }>({ answers: {}, honeypot: '' });
  const state = formState(useStore($leadForms), id);
  const { step, reached, lead, vehicle, askCar, valuation } = tradeInState(useStore($tradeIn), id);
  const shownStep = useRef(step);
  const live = useHydrated();
  useRememberedUser(carFormRef);

  useEffect(() => {
    const form = carFormRef.current!;
    form.noValidate = true;
    loadRememberedUser(publicTenant.slug);
    token.current = fetchFormToken();
    const refused = errorsFromUrl(form);
    if (refused) setFormState(id, { status: 'error', ...refused });
    const carId = carFromQuery ? new URLSearchParams(location.search).get('car_id') : null;
    const input = form.elements.namedItem('car_id');
    if (carId && CAR_ID.test(carId) && input instanceof HTMLInputElement) input.value = carId;
  }, [id, carFromQuery]);

  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    rootRef.current?.querySelector<HTMLElement>(`[data-step-heading="${step}"]`)?.focus();
  }, [step]);

  const fail = (fields: FieldErrors, formError: string | null) => {
    busy.current = false;
    setFormState(id, { status: 'error', fields, formError });
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  /** One post; its idempotency key is kept for a retry when no definite answer came back. */
  async function send(attempt: string, body: Record<string, unknown>): Promise<Stored | null> {
    busy.current = true;
    setFormState(id, { status: 'submitting', fields: {}, formError: null });
    const key = (attemptKeys.current[attempt] ??= newIdempotencyKey());
    const outcome = await submitLead(body, { key, token: await (token.current ?? Promise.resolve(null)), honeypot: car.current.honeypot });
    if (outcome.kind === 'stored') {
      delete attemptKeys.current[attempt];
      busy.current = false;
      setFormState(id, { status: 'idle', fields: {}, formError: null });
      return outcome;
    }
    if (outcome.kind === 'invalid' || !outcome.sameKey) delete attemptKeys.current[attempt];
    if (outcome.kind === 'invalid') fail(outcome.fields, null);
    else fail({}, outcome.error); // the server's error, else 'An unexpected error occured'
    return null;
  }

  async function onCarSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const read = readLeadForm(event.currentTarget);
    const fields = { ...checkLeadForm(read.answers, setup, CONTEXT), ...carStepErrors(read.answers, { plateLookup, askCar }) };
    if (Object.keys(fields).length > 0) return fail(fields, null);
    car.current = read;
    const stored = await send(lead ? 'car-again' : 'car', lead ? carUpdatePost(lead, read.answers) : carStepPost(read.answers));
    if (!stored) return;
    if (!stored.leadToken) return fail({}, SPEC_TEXT.unexpected);
    const made = { id: stored.leadId, token: stored.leadToken };
    if (!plateLookup || askCar || !leavesCarToLookup(read.answers)) return goToStep(id, 2, { lead: made, vehicle: null });
    // The plate alone: the server looked it up (no answer: this plate was looked up before, and found the car kept here).
    const found = readPlateLookup(stored.answer);
    const known = found === undefined ? vehicle : found;
    if (known) return goToStep(id, 2, { lead: made, vehicle: known });
    // Not found (or the lookup failed): silently ask for the car; the lead is kept and the next post updates it.
    goToStep(id, 1, { lead: made, vehicle: null, askCar: true });
    requestAnimationFrame(() => carFormRef.current?.querySelector<HTMLInputElement>('input[name="Vehicle Make"]')?.focus());
  }

  async function onConditionSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current || !lead) return;
    const answers = conditionAnswers(Object.fromEntries(new FormData(event.currentTarget)));
    const fields = conditionStepErrors(answers);
    if (Object.keys(fields).length > 0) return fail(fields, null);
    const stored = await send('condition', conditionStepPost(lead, answers));
    if (!stored) return;
    const valued = readValuation(stored.answer) ?? { estimate: null, reason: 'unknown-car' };
    goToStep(id, 3, { valuation: valued });
    const carId = car.current.answers.car_id;
    if (saveValuations) void saveValuation(valuationSavePost(lead.id, typeof carId === 'string' ? carId : null, valued));
  }

  /** The last step: complete the lead, remember the shopper and the success record, then /success. */
  async function finish(attempt: 'accept' | 'call', body: Record<string, unknown>) {
    if (busy.current || !lead) return;
    const stored = await send(attempt, body);
    if (!stored) return;
    busy.current = true; // leaving the page
    const { answers } = car.current;
    const carId = typeof answers.car_id === 'string' ? answers.car_id : null;
    const category = typeof answers.category === 'string' ? answers.category : KIND_DEFAULTS['trade-in'].category;
    recordLeadSuccess(publicTenant.slug, answers, { category, kind: 'trade-in', lead_id: stored.leadId, car_id: carId, at: new Date().toISOString() });
    if (stored.eventId) sendAnalyticsEvent(stored.eventId, { car_id: carId, lead_id: stored.leadId }); // 18: offer accepted
    setFormState(id, { status: 'success' });
    location.assign(SUCCESS_PATH);
  }

  const back = (to: TradeInFormStep) => {
    if (busy.current) return;
    setFormState(id, { status: 'idle', fields: {}, formError: null });
    goToStep(id, to);
  };
  const submitting = state.status === 'submitting' || state.status === 'success';
  const errors = (n: TradeInFormStep): FieldErrors => (step === n ? state.fields : {});
  const summary = (n: TradeInFormStep) => (step === n ? <ErrorSummary ref={summaryRef} fields={state.fields} formError={state.formError} /> : null);
  const heading = (n: TradeInFormStep) => (
    <h3 id={`${id}-step-${n}`} data-step-heading={n} tabIndex={-1} className="trade-in-heading">
      {TRADE_IN_STEP_TITLES[n - 1]}
    </h3>
  );
  return (
    <div ref={rootRef} className="trade-in-form">
      {/* The progress line keeps its place before hydration (where the form is one page and it would say nothing true),
          so the form below does not shift when it appears. */}
      <p className={live ? 'trade-in-progress' : 'trade-in-progress invisible'} aria-live="polite">
        {live ? `${stepProgress(step)}: ${TRADE_IN_STEP_TITLES[step - 1]}` : '\u00a0'}
      </p>
      <form
        ref={carFormRef}
        method="post"
        action="/api/leads"
        onSubmit={onCarSubmit}
        className="lead-form"
        aria-labelledby={`${id}-step-1`}
        hidden={step !== 1}
      >
        {heading(1)}
        {children}
        <label hidden>
          Website <input name="website" tabIndex={-1} autoComplete="off" />
        </label>
        {summary(1)}
        <TradeInCarIntro plateLookup={plateLookup} askCar={askCar} />
        <TradeInCarFields prefix={id} errors={errors(1)} full requireCar={!plateLookup || askCar} />
        <ContactFields setup={setup} rules={publicTenant.leadForm} errors={errors(1)} />
        <ConsentFields prefix={id} terms={publicTenant.leadForm.terms} errors={errors(1)} />
        <SubmitButton label={setup.submitLabel} submitting={submitting && step === 1} />
      </form>
      {reached >= 2 && (
        <TradeInConditionStep
          id={id}
          hidden={step !== 2}
          errors={errors(2)}
          submitting={submitting}
          heading={heading(2)}
          summary={summary(2)}
          found={vehicle && `Your car: ${plateVehicleLine(vehicle)}, from its rego.`}
          onSubmit={onConditionSubmit}
          onBack={() => back(1)}
        />
      )}
      {reached >= 3 && (
        <TradeInValuationStep
          id={id}
          hidden={step !== 3}
          valuation={valuation}
          submitting={submitting}
          heading={heading(3)}
          summary={summary(3)}
          onAccept={() => valuation?.estimate && lead && void finish('accept', acceptOfferPost(lead, valuation.estimate))}
          onCallMe={() => lead && void finish('call', valuerCallPost(lead))}
          onBack={() => back(2)}
        />
      )}
    </div>
  );
}
