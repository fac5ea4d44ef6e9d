import { map } from 'nanostores';
import type { PlateVehicle } from '#src/domain/trade-in/plate.ts';
import type { LeadRef, TradeInFormStep } from '#src/domain/trade-in/steps.ts';
import type { ValuationRecord } from '#src/domain/trade-in/valuation-record.ts';

/**
 * Where a trade-in valuation form is: its step, the furthest step reached, the lead its first step made (its id and
 * token, kept in this tab's memory only), the car the plate lookup found, whether the form asks for the car (the
 * plate was not found), the valuation.
 */
export type TradeInState = {
  step: TradeInFormStep;
  reached: TradeInFormStep;
  lead: LeadRef | null;
  vehicle: PlateVehicle | null;
  askCar: boolean;
  valuation: ValuationRecord | null;
};

const START: TradeInState = { step: 1, reached: 1, lead: null, vehicle: null, askCar: false, valuation: null };

/** Every trade-in valuation form on the page by its form id (submission state and errors live in $leadForms). */
export const $tradeIn = map<Record<string, TradeInState>>({});

export const tradeInState = (forms: Record<string, TradeInState>, id: string): TradeInState => forms[id] ?? START;

/** Moves the form to a step (remembering the furthest one reached, whose fields stay mounted) and keeps the rest. */
export function goToStep(id: string, step: TradeInFormStep, patch: Partial<Omit<TradeInState, 'step' | 'reached'>> = {}): void {
  const current = tradeInState($tradeIn.get(), id);
  $tradeIn.setKey(id, { ...current, ...patch, step, reached: Math.max(current.reached, step) as TradeInFormStep });
}
