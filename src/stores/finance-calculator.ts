import { atom, map } from 'nanostores';
import type { CalculatorInputs } from '#src/domain/finance/calculator-inputs.ts';
import { calculatorInteractionEvent } from '#src/domain/finance/calculator.ts';
import { sendAnalyticsEvent } from './analytics.ts';

/** The finance calculator's inputs, shared by the calculator and anything that shows its figures. */
export const $calculatorInputs = map<CalculatorInputs>({ priceCents: 0, termYears: 5, interestRatePct: 8.5, depositCents: 0, residualCents: 0, frequency: 'weekly' });
/** Event 26 is sent once per page view, on the first interaction. */
export const $calculatorEventSent = atom(false);

export function initCalculator(defaults: CalculatorInputs): void {
  $calculatorInputs.set(defaults);
}

export function setCalculatorInput<K extends keyof CalculatorInputs>(key: K, value: CalculatorInputs[K], carId: string | null): void {
  $calculatorInputs.set({ ...$calculatorInputs.get(), [key]: value });
  const event = calculatorInteractionEvent($calculatorEventSent.get());
  if (event !== null) {
    $calculatorEventSent.set(true);
    sendAnalyticsEvent(event, { car_id: carId });
  }
}
