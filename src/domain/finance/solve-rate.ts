/**
 * Solves for the periodic rate r at which the present value of a debtor's payments equals the credit
 * advanced: creditCents = sum(amountCents / (1 + r)^atPeriod). This is the equation of regulation 100
 * of the National Consumer Credit Protection Regulations 2010 with all credit provided at time 0.
 */

export type CashFlow = {
  /** Time in repayment intervals since the credit was provided; need not be whole (a monthly fee in weeks). */
  atPeriod: number;
  amountCents: number;
};

/** Convergence: the bracket or the Newton step is narrower than this (a rate per period). */
export const RATE_TOLERANCE = 1e-12;

/**
 * The periodic rate, by Newton's method safeguarded with bisection (every step stays inside a
 * bracket where the present value crosses the credit, so it always converges for payments >= 0).
 * @example solvePeriodicRate(10_000, [{ atPeriod: 1, amountCents: 11_000 }]) // 0.1 (to 1e-12)
 */
export function solvePeriodicRate(creditCents: number, flows: readonly CashFlow[]): number {
  if (!(creditCents > 0)) throw new RangeError('creditCents must be positive');
  if (flows.length === 0 || flows.some((flow) => flow.amountCents < 0 || flow.atPeriod < 0)) {
    throw new RangeError('flows must be non-empty, with amounts and times of 0 or more');
  }
  const excess = (r: number) => presentValue(flows, r) - creditCents; // decreasing in r
  const total = flows.reduce((sum, flow) => sum + flow.amountCents, 0);
  if (total === creditCents) return 0;
  let lo = -0.5;
  let hi = 1;
  while (excess(lo) < 0 && lo > -1 + 1e-9) lo = (lo - 1) / 2; // toward -1: payments worth less than the credit
  while (excess(hi) > 0 && hi < 1e6) hi *= 2;
  if (excess(lo) < 0 || excess(hi) > 0) throw new RangeError('no rate equates these payments with the credit');
  let r = total > creditCents ? Math.min(hi, 0.01) : Math.max(lo, -0.01);
  for (let iteration = 0; iteration < 500; iteration += 1) {
    const value = excess(r);
    if (value === 0) return r;
    if (value > 0) lo = r;
    else hi = r;
    const newton = r - value / derivative(flows, r);
    const next = newton > lo && newton < hi ? newton : (lo + hi) / 2;
    if (Math.abs(next - r) < RATE_TOLERANCE || hi - lo < RATE_TOLERANCE) return next;
    r = next;
  }
  throw new Error('comparison rate did not converge');
}

/**
 * Present value of the flows at periodic rate r.
 * @example presentValue([{ atPeriod: 1, amountCents: 11_000 }], 0.1) // 10000 (to float precision)
 */
export function presentValue(flows: readonly CashFlow[], r: number): number {
  const logGrowth = Math.log1p(r);
  return flows.reduce((sum, flow) => sum + flow.amountCents * Math.exp(-flow.atPeriod * logGrowth), 0);
}

function derivative(flows: readonly CashFlow[], r: number): number {
  const logGrowth = Math.log1p(r);
  return flows.reduce((sum, flow) => sum - flow.atPeriod * flow.amountCents * Math.exp(-(flow.atPeriod + 1) * logGrowth), 0);
}
