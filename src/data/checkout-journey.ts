// /checkout-journey?car_id={slug}: one static page for every car (the car comes from the query), with the steps'
// forms; src/client/checkout-journey.ts runs the steps against the leads and checkout APIs.
import { CONDITION_QUESTIONS } from '#src/domain/trade-in/condition.ts';
import { calculator } from './finance-page.ts';
import { tenant } from './site.ts';

export const JOURNEY_STEPS = [
  { id: 'car', title: 'Your car' },
  { id: 'trade-in', title: 'Trade-in' },
  { id: 'payment', title: 'Payment' },
  { id: 'delivery', title: 'Delivery or pickup' },
  { id: 'deposit', title: 'Deposit' },
  { id: 'summary', title: 'Summary' },
] as const;

export function journeyPageData() {
  return {
    title: `Buy Online | ${tenant.name}`,
    description: `Buy your next car online from ${tenant.name}: trade-in, payment, delivery and a refundable deposit, step by step.`,
    enabled: tenant.features.checkout.enabled,
    steps: JOURNEY_STEPS,
    conditionQuestions: CONDITION_QUESTIONS.map(({ question, choices }) => ({ question, answers: choices.map((choice) => choice.answer) })),
    calculator: calculator(),
    delivers: tenant.delivery.enabled,
    termsRequired: tenant.leads.form.terms !== 'optional',
    states: ['QLD', 'NSW', 'VIC', 'ACT', 'SA', 'WA', 'TAS', 'NT'],
  };
}
