import { atom, map } from 'nanostores';
import type { CalculatorInputs } from '#src/domain/finance/calculator-inputs.ts';
import { calculatorInteractionEvent } from '#src/domain/finance/calculator.ts';
import { sendAnalyticsEvent } from './analytics.ts';

/** The finance calculator's inputs, shared by the calculator and anything that shows its figures. */
export const $calculatorInputs = map<CalculatorInputs>({
  priceCents: 0,
  termYears: 5,
  interestRatePct: 8.5,
  depositCents: 0,
  residualCents: 0,
  frequency: 'weekly',
});
/** Event 26 is sent once per page view, on the first interaction. */
export const $calculatorEventSent = atom(false);

/** Starting values a page sets from what it learns in the browser (a finance page's car), kept over the defaults. */
let preset: Partial<CalculatorInputs> = {};

export function initCalculator(defaults: CalculatorInputs): void {
  $calculatorInputs.set({ ...defaults, ...preset });
}

/**
 * Starts the calculator at this price: the finance pages learn the car's price only in the browser. Works before
 * the calculator island hydrates (its start then takes it) and after; it is not an interaction (no event 26).
 */
export function presetCalculatorPrice(priceCents: number): void {
  preset = { ...preset, priceCents };
  $calculatorInputs.setKey('priceCents', priceCents);
}

export function setCalculatorInput<K extends keyof CalculatorInputs>(key: K, value: CalculatorInputs[K], carId: string | null): void {
  $calculatorInputs.set({ ...$calculatorInputs.get(), [key]: value });
  const event = calculatorInteractionEvent($calculatorEventSent.get());
  if (event !== null) {
    $calculatorEventSent.set(true);
    sendAnalyticsEvent(event, { car_id: carId });
  }
}
