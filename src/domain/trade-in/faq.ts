// The trade-in page's FAQ accordion (spec 2 section 2 "Trade-in FAQ accordion (selling a car)"). Its figures come
// from the valuation rules, so the page never promises what the estimate does not do.
import { formatMoney, formatNumber } from '../money.ts';
import { VALUATION_RULES } from './valuation.ts';

export type FaqEntry = { question: string; answer: string };

/**
 * The questions and answers, with the dealer's name where it reads better.
 * @example tradeInFaq('Harbour Toyota')[0]!.question // 'How is my online valuation worked out?'
 */
export function tradeInFaq(dealerName: string): FaqEntry[] {
  const rules = VALUATION_RULES;
  return [
    {
      question: 'How is my online valuation worked out?',
      answer:
        `We compare your car with similar cars for sale (same make and model, within a year of yours), adjust for the kilometres, ` +
        `then allow for reconditioning and the cost of selling it again, and for the condition you describe.`,
    },
    {
      question: 'Can every car be valued online?',
      answer:
        `No. Cars over ${rules.maxAgeYears} years old or with over ${formatNumber(rules.maxKm)} km, cars we see too rarely to compare, ` +
        `and cars worth under ${formatMoney(rules.minOfferCents)} are valued in person: tell us about your car and a valuer will contact you.`,
    },
    {
      question: 'Is the online offer final?',
      answer: `It is an indicative offer, subject to an inspection of the car and its paperwork. If the car matches what you told us, ${dealerName} honours it.`,
    },
    {
      question: 'What if I still owe money on my car?',
      answer: 'That is fine. We pay out your finance at settlement and the rest of the offer goes to you, or towards your next car.',
    },
    {
      question: 'Do I have to buy a car from you?',
      answer: 'No. You can sell us your car outright, or use it as a trade-in on your next one.',
    },
    {
      question: 'What should I bring to the inspection?',
      answer: 'Your licence, the registration papers, the service books, every key and remote, and your finance payout letter if there is one.',
    },
  ];
}
