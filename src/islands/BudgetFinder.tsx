import { useState } from 'react';
import {
  budgetCallToAction,
  budgetCents,
  budgetEntryCents,
  budgetPriceFilter,
  defaultBudgetInputs,
  type BudgetPeriod,
  BUDGET_DISCLAIMER_TEXT,
} from '#src/domain/finance/budget.ts';
import { formatMoney, formatNumber } from '#src/domain/money.ts';
import { emptySearchState, searchUrl } from '#src/domain/search/url-state.ts';
import type { SortOption } from '#src/domain/tenant/schema/search.ts';
import type { BodyPrices } from '#src/data/budget-data.ts';
import type { ImageService } from '#src/domain/media/image-cdn.ts';
import Picture from '#src/components/Picture.tsx';

type Props = { bodies: BodyPrices[]; defaultSort: SortOption; carTypeLabel: string; images: ImageService };

/** Cars at or under a price: the last step at or below it (steps are sorted by price). */
function carsAtOrBelow(steps: BodyPrices['steps'], priceDollars: number): number {
  let count = 0;
  for (const [price, atOrBelow] of steps) {
    if (price > priceDollars) break;
    count = atOrBelow;
  }
  return count;
}

/** 'Find cars for your budget': repayment and deposit give a 5-year budget; the button searches cars within it. */
export default function BudgetFinder({ bodies, defaultSort, carTypeLabel, images }: Props) {
  const [inputs, setInputs] = useState(defaultBudgetInputs());
  const [texts, setTexts] = useState({ repayment: String(inputs.repaymentCents / 100), deposit: String(inputs.depositCents / 100) });
  const [body, setBody] = useState<string | null>(null);
  const budget = budgetCents(inputs);
  const chosen = bodies.find((entry) => entry.body === body) ?? bodies[0]!;
  const cheapest = chosen.steps[0]?.[0] ?? null;
  const dearest = chosen.steps.at(-1)?.[0] ?? null;
  const action = budgetCallToAction(budget, cheapest === null ? null : cheapest * 100, carTypeLabel);
  const { maxCents } = budgetPriceFilter(budget, dearest === null ? null : dearest * 100);
  const state = emptySearchState(defaultSort);
  const href = searchUrl(
    { ...state, refinements: body ? { simple_body: [body] } : {}, ranges: { price: { min: null, max: Math.floor(maxCents / 100) } } },
    defaultSort,
  );
  const update = (field: 'repayment' | 'deposit', text: string) => {
    setTexts({ ...texts, [field]: text });
    const cents = budgetEntryCents(text);
    setInputs({ ...inputs, [field === 'repayment' ? 'repaymentCents' : 'depositCents']: cents });
  };
  const setPeriod = (period: BudgetPeriod) => {
    const next = { ...defaultBudgetInputs(period), depositCents: inputs.depositCents };
    setInputs(next);
    setTexts({ ...texts, repayment: String(next.repaymentCents / 100) });
  };
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="grid content-start gap-4">
        <fieldset className="flex gap-2">
          <legend className="mb-1 font-semibold">I want to pay</legend>
          {(['weekly', 'monthly'] as const).map((period) => (
            <label key={period} className="flex items-center gap-2 rounded-tenant border border-black/20 px-3 py-2">
              <input type="radio" name="budget-period" checked={inputs.period === period} onChange={() => setPeriod(period)} />
              {period === 'weekly' ? 'Weekly' : 'Monthly'}
            </label>
          ))}
        </fieldset>
        <label className="grid gap-1">
          <span className="font-medium">Repayment ($ {inputs.period === 'weekly' ? 'per week' : 'per month'})</span>
          <input
            inputMode="numeric"
            value={texts.repayment}
            onChange={(event) => update('repayment', event.target.value)}
            className="rounded-tenant border border-black/30 px-3 py-2"
          />
        </label>
        <label className="grid gap-1">
          <span className="font-medium">Deposit ($)</span>
          <input
            inputMode="numeric"
            value={texts.deposit}
            onChange={(event) => update('deposit', event.target.value)}
            className="rounded-tenant border border-black/30 px-3 py-2"
          />
        </label>
        <p aria-live="polite" className="text-xl">
          Estimated budget <strong data-testid="budget">{formatMoney(budget)}</strong>
        </p>
        <p className="text-sm text-muted">{BUDGET_DISCLAIMER_TEXT}</p>
      </div>
      <div className="grid content-start gap-4">
        <fieldset>
          <legend className="mb-2 font-semibold">Body type</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {bodies.map((entry) => (
              <button
                key={entry.body ?? 'all'}
                type="button"
                aria-pressed={body === entry.body}
                onClick={() => setBody(entry.body)}
                className={`grid justify-items-center gap-1 rounded-tenant border p-2 ${body === entry.body ? 'border-brand ring-2 ring-brand' : 'border-black/20'}`}
              >
                {entry.thumb && <Picture source={entry.thumb} layout="icon" images={images} alt="" className="h-14 w-auto" />}
                <span className="font-medium">{entry.body ?? 'All bodies'}</span>
                <span className="text-sm text-muted">{formatNumber(carsAtOrBelow(entry.steps, Math.floor(budget / 100)))} in budget</span>
              </button>
            ))}
          </div>
        </fieldset>
        {action.disabled ? (
          <>
            <button type="button" disabled className="btn btn-primary opacity-60">
              {action.label}
            </button>
            <p role="status">{action.message}</p>
          </>
        ) : (
          <a className="btn btn-primary" href={href}>
            {action.label}
          </a>
        )}
      </div>
    </div>
  );
}
