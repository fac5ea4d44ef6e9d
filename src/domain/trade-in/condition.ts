// The condition questions of the trade-in valuation's second step: what a valuer asks on the phone before an
// inspection, each answer with what it takes off the estimate. The question is the key the form sends in
// `adjustmentAnswers` (so the dealer's e-mail reads "Overall condition: Good"), and the same list drives the
// form's radio buttons and the server's deductions, so they cannot drift apart.

export type ConditionChoice = {
  answer: string;
  /** Share of the trade-in value taken off, in percent (repairs the dealer pays before resale). */
  deductionPct: number;
  /** Fixed amount taken off, in cents (e.g. cutting and coding a second key). */
  deductionCents: number;
};

export type ConditionQuestion = { question: string; choices: readonly ConditionChoice[] };

const choice = (answer: string, deductionPct = 0, deductionCents = 0): ConditionChoice => ({ answer, deductionPct, deductionCents });

export const CONDITION_QUESTIONS: readonly ConditionQuestion[] = [
  { question: 'Has the car been in an accident?', choices: [choice('No'), choice('Yes, repaired', 8), choice('Yes, not repaired', 20)] },
  { question: 'Service history', choices: [choice('Full'), choice('Partial', 3), choice('None', 7)] },
  { question: 'Number of keys', choices: [choice('2 or more'), choice('1', 0, 35_000)] },
  // Finance owing changes nothing in the price: it is paid out of the offer at settlement. The valuer needs to know.
  { question: 'Is there finance owing on the car?', choices: [choice('No'), choice('Yes')] },
  { question: 'Overall condition', choices: [choice('Excellent'), choice('Good', 4), choice('Fair', 10), choice('Poor', 20)] },
];

/** However bad the answers, at most this share comes off: past it, the car needs a valuer's eyes anyway. */
export const MAX_CONDITION_DEDUCTION_PCT = 40;

export type ConditionDeductions = { pct: number; cents: number };

/**
 * What the answers take off: percentages add up (capped at 40%), fixed amounts add up. Unknown questions and
 * answers count as nothing (the inspection checks every answer).
 * @example conditionDeductions({ 'Service history': 'Partial', 'Overall condition': 'Good', 'Number of keys': '1' }) // { pct: 7, cents: 35000 }
 */
export function conditionDeductions(answers: Readonly<Record<string, unknown>> | undefined): ConditionDeductions {
  let pct = 0;
  let cents = 0;
  for (const { question, choices } of CONDITION_QUESTIONS) {
    const picked = choices.find((c) => c.answer === answers?.[question]);
    pct += picked?.deductionPct ?? 0;
    cents += picked?.deductionCents ?? 0;
  }
  return { pct: Math.min(pct, MAX_CONDITION_DEDUCTION_PCT), cents };
}

/**
 * The questions left unanswered (the form asks every one).
 * @example unansweredQuestions({ 'Service history': 'Full' }).length // 4
 */
export const unansweredQuestions = (answers: Readonly<Record<string, unknown>>): string[] =>
  CONDITION_QUESTIONS.filter(({ question, choices }) => !choices.some((c) => c.answer === answers[question])).map(({ question }) => question);
