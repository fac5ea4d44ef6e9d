import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
// Direct module imports (not the finance index) keep zod schemas out of the browser bundle.
import { calculate } from '#src/domain/finance/calculator.ts';
import type { CalculatorInputs, CalculatorLimits } from '#src/domain/finance/calculator-inputs.ts';
import type { FinanceFee } from '#src/domain/finance/comparison-fees.ts';
import { COMPARISON_RATE_WARNING, comparisonRate } from '#src/domain/finance/comparison-rate.ts';
import { disclaimerView } from '#src/domain/finance/disclaimer.ts';
import type { FinanceContact } from '#src/domain/finance/provider-contact.ts';
import { FREQUENCIES, FREQUENCY_LABEL } from '#src/domain/finance/frequency.ts';
import { REPAYMENT_CONVENTION_TEXT } from '#src/domain/finance/repayment.ts';
import { formatPct } from '#src/domain/finance/rounding.ts';
import { formatNumber } from '#src/domain/money.ts';
import { $calculatorInputs, initCalculator, setCalculatorInput } from '#src/stores/finance-calculator.ts';
import NumberField from './NumberField.tsx';

type Props = {
  defaults: CalculatorInputs;
  limits: CalculatorLimits;
  hideInterestRate: boolean;
  hideResidual: boolean;
  disclaimer: string;
  fees: FinanceFee[];
  /** The provider's comparison-rate range, 'Comparison rates from 8.38% p.a. to 19.42% p.a.*', or null. */
  comparisonRangeText?: string | null;
  establishmentFeeCents: number;
  enquiryHref: string;
  enquiryLabel: string;
  /** The provider text and phone shown with the disclaimer, or null. */
  contact: FinanceContact | null;
  carId: string | null;
};

const dollars = (value: number) => formatNumber(value);
const plain = (value: number) => String(value);
const PER: Record<CalculatorInputs['frequency'], string> = { weekly: 'per week', fortnightly: 'per fortnight', monthly: 'per month' };

/** Repayment calculator: state in a nanostore, every figure from domain/finance. */
export default function FinanceCalculator(props: Props) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    initCalculator(props.defaults);
    // The shopper's stored inputs replace the built page's only after hydration, so the first render matches the HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setReady(true);
  }, [props.defaults]);
  const stored = useStore($calculatorInputs);
  const inputs = ready ? stored : props.defaults;
  const [expanded, setExpanded] = useState(false);
  const result = calculate(inputs, { limits: props.limits, establishmentFeeCents: props.establishmentFeeCents });
  const comparison = comparisonRate({ annualRatePct: result.inputs.interestRatePct, fees: props.fees });
  const disclaimer = disclaimerView(`${props.disclaimer} ${REPAYMENT_CONVENTION_TEXT} ${comparison.exampleText} ${COMPARISON_RATE_WARNING}`, expanded);
  const set = <K extends keyof CalculatorInputs>(key: K, value: CalculatorInputs[K]) => setCalculatorInput(key, value, props.carId);
  const { limits } = props;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="grid gap-4">
        <NumberField
          label="Purchase price"
          prefix="$"
          value={result.inputs.priceCents / 100}
          min={limits.priceCents.min / 100}
          max={limits.priceCents.max / 100}
          step={limits.priceCents.step / 100}
          format={dollars}
          onCommit={(v) => set('priceCents', Math.round(v * 100))}
          error={result.priceError}
        />
        <NumberField
          label="Loan term"
          suffix="years"
          value={result.inputs.termYears}
          min={limits.termYears.min}
          max={limits.termYears.max}
          step={limits.termYears.step}
          format={plain}
          onCommit={(v) => set('termYears', v)}
        />
        {!props.hideInterestRate && (
          <NumberField
            label="Interest rate"
            suffix="% p.a."
            value={result.inputs.interestRatePct}
            min={limits.interestRatePct.min}
            max={limits.interestRatePct.max}
            step={limits.interestRatePct.step}
            format={plain}
            onCommit={(v) => set('interestRatePct', v)}
          />
        )}
        <NumberField
          label="Deposit / trade-in"
          prefix="$"
          value={result.inputs.depositCents / 100}
          min={0}
          max={limits.depositCents.max / 100}
          step={limits.depositCents.step / 100}
          format={dollars}
          onCommit={(v) => set('depositCents', Math.round(v * 100))}
        />
        {!props.hideResidual && (
          <NumberField
            label="Residual / balloon"
            prefix="$"
            value={result.inputs.residualCents / 100}
            min={0}
            max={limits.residualCents.max / 100}
            step={limits.residualCents.step / 100}
            format={dollars}
            onCommit={(v) => set('residualCents', Math.round(v * 100))}
          />
        )}
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">Repayment frequency</legend>
          <div className="flex gap-2">
            {FREQUENCIES.map((frequency) => (
              <label key={frequency} className="flex items-center gap-2 rounded-tenant border border-black/20 px-3 py-2">
                <input type="radio" name="frequency" value={frequency} checked={inputs.frequency === frequency} onChange={() => set('frequency', frequency)} />
                {FREQUENCY_LABEL[frequency]}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <div className="grid content-start gap-4 rounded-tenant bg-white p-4" aria-live="polite">
        <p>
          <span className="block text-sm text-muted">Estimated repayment</span>
          <strong className="text-3xl" data-testid="repayment">
            {result.repaymentText}
          </strong>{' '}
          {result.repaymentText && !result.enquireForFinance && <span className="text-muted">{PER[inputs.frequency]}</span>}
        </p>
        <p>
          <span className="block text-sm text-muted">Total payable</span>
          <strong className="text-xl" data-testid="total-payable">
            {result.totalText}
          </strong>
        </p>
        {!props.hideInterestRate && (
          <p className="grid grid-cols-2 gap-2 text-lg font-semibold">
            <span>{formatPct(result.inputs.interestRatePct)} p.a. interest rate*</span>
            <span>{formatPct(comparison.comparisonRatePct)} p.a. comparison rate*</span>
          </p>
        )}
        {props.comparisonRangeText && (
          <p className="text-lg font-semibold" data-testid="calculator-comparison-range">
            {props.comparisonRangeText}
          </p>
        )}
        <a className="btn btn-primary" href={props.enquiryHref}>
          {props.enquiryLabel}
        </a>
        <div id="financeDisclaimer" className="text-sm text-muted">
          <p>{disclaimer.text}</p>
          {disclaimer.toggleText && (
            <button type="button" className="mt-1 font-semibold text-brand underline" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
              {disclaimer.toggleText}
            </button>
          )}
        </div>
        {props.contact && (
          <p className="text-sm text-muted" data-testid="finance-contact">
            {props.contact.providerText}
            {props.contact.providerText && props.contact.phone && ' '}
            {props.contact.phone && (
              <>
                Call{' '}
                <a className="font-semibold underline" href={props.contact.phone.href}>
                  {props.contact.phone.text}
                </a>{' '}
                about finance.
              </>
            )}
          </p>
        )}
      </div>
    </div>
  );
}
