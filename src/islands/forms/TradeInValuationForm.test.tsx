import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEAD_TEXT, SPEC_TEXT } from '#src/domain/leads/messages.ts';
import { tradeInPageHidden } from '#src/domain/trade-in/page-form.ts';
import { answerRequired, CAR_TEXT, KMS_REQUIRED } from '#src/domain/trade-in/steps.ts';
import { $leadForms, $rememberedUser } from '#src/stores/lead-forms.ts';
import { $tradeIn } from '#src/stores/trade-in.ts';
import TradeInValuationForm from './TradeInValuationForm.tsx';

// The test tenant (tests/fixtures/public-tenant.ts) has no plate lookup and keeps no valuations: step 1 asks for the
// make, model and year, and the only posts are the lead's.

/** The /trade-in page's form as the page renders it: the island, with the page's hidden fields inside. */
function renderTradeInForm() {
  render(
    <TradeInValuationForm>
      {tradeInPageHidden('/trade-in', false).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </TradeInValuationForm>,
  );
}

type Answer = { status: number; body: Record<string, unknown> };
const TOKEN = 'k'.repeat(43);
const LEAD_REF = { lead_id: 'lead-1', lead_token: TOKEN };
const lead = { ...LEAD_REF, event_id: null };
const created: Answer = { status: 201, body: lead };
const updated: Answer = { status: 200, body: lead };
const estimate = { low: 19_300, offer: 19_800, high: 20_400, comparables: 4, basis: 'Based on 4 similar used cars in our own stock.' };
const valued: Answer = { status: 200, body: { ...lead, valuation: { estimate, reason: null } } };
const accepted: Answer = { status: 200, body: { ...lead, event_id: 18 } };

/** The leads API: a form token, then the answers given, in turn, to the posts of the lead; analytics beacons are ignored. */
function fakeApi(...answers: Answer[]) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/api/form-token') return Response.json({ form_started: 'form-token-1' });
    if (url !== '/api/leads') return new Response(null, { status: 204 });
    const answer = answers.shift();
    if (!answer) throw new Error('no answer left for this post');
    return Response.json(answer.body, { status: answer.status });
  });
  vi.stubGlobal('fetch', fetch);
  const posts = () => fetch.mock.calls.filter(([url]) => url === '/api/leads').map(([, init]) => init!);
  return { leadPosts: () => posts().map((init) => JSON.parse(init.body as string) as Record<string, unknown>) };
}

type User = ReturnType<typeof userEvent.setup>;
const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const valueOf = (name: RegExp) => (textbox(name) as HTMLInputElement).value;
const button = (name: string) => screen.getByRole('button', { name });
const listed = (summary: HTMLElement) =>
  within(summary)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const progress = () => screen.getByText(/^Step \d of 3: /).textContent;
const heading = (name: string) => screen.getByRole('heading', { name });
const radio = (question: string, answer: string) => within(screen.getByRole('group', { name: question })).getByRole('radio', { name: answer });

const allGood = {
  'Has the car been in an accident?': 'No',
  'Service history': 'Full',
  'Number of keys': '2 or more',
  'Is there finance owing on the car?': 'No',
  'Overall condition': 'Good',
};

/** Step 1 as a shopper fills it in: the car (no rego), then the contact details, by their labels. */
const CAR = { 'Make of your car': 'Mazda', 'Model of your car': 'CX-5', Year: '2021', Kilometres: '60000' };
const SHOPPER = { 'First name': 'Jane', Email: 'jane@example.com', Phone: '0412 345 678', Postcode: '3000' };

async function describeCarAndShopper(user: User) {
  for (const [label, text] of Object.entries({ ...CAR, ...SHOPPER })) await user.type(textbox(new RegExp(`^${label}`)), text);
}

async function answerCondition(user: User, answers: Record<string, string>) {
  for (const [question, answer] of Object.entries(answers)) await user.click(radio(question, answer));
}

/** Step 1 and step 2 answered and sent: the shopper sees the valuation. */
async function reachValuation(user: User) {
  await describeCarAndShopper(user);
  await user.click(button('Get Your Valuation'));
  await screen.findByText('Step 2 of 3: Condition');
  await answerCondition(user, allGood);
  await user.click(button('Show My Valuation'));
  await screen.findByText('Step 3 of 3: Your valuation');
}

describe('the trade-in valuation form island', () => {
  const assign = vi.fn();
  beforeEach(() => {
    // A first visit: no form sent yet, no shopper remembered, the form on its first step.
    $leadForms.set({});
    $rememberedUser.set({});
    $tradeIn.set({});
    // jsdom does not navigate: the success redirect is recorded instead.
    vi.stubGlobal('location', Object.assign(new URL('http://localhost/trade-in'), { assign }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    assign.mockReset();
  });

  it('goes from Step 1 of 3 to Step 2 of 3 and Step 3 of 3 as each step is sent, each step taking the focus to its heading', async () => {
    fakeApi(created, valued);
    const user = userEvent.setup();
    renderTradeInForm();
    expect(await screen.findByText('Step 1 of 3: Your car')).toBeTruthy();

    await describeCarAndShopper(user);
    await user.click(button('Get Your Valuation'));

    expect(await screen.findByText('Step 2 of 3: Condition')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(heading('Condition')));
    expect(screen.queryByRole('textbox', { name: /^Make of your car/ })).toBeNull(); // step 1 is out of sight

    await answerCondition(user, allGood);
    await user.click(button('Show My Valuation'));

    expect(await screen.findByText('Step 3 of 3: Your valuation')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(heading('Your valuation')));
    expect(screen.getByText('$19,300 to $20,400')).toBeTruthy();
    expect(screen.getByTestId('valuation-basis').textContent).toBe(`${estimate.basis} Indicative only.`);
    expect(button('Accept Offer of $19,800')).toBeTruthy();
  });

  it('lists what a step is missing and does not move on, sending nothing for that step', async () => {
    const api = fakeApi(created);
    const user = userEvent.setup();
    renderTradeInForm();

    await user.click(await screen.findByRole('button', { name: 'Get Your Valuation' }));

    const summary = screen.getByRole('alert');
    expect(within(summary).getByText(SPEC_TEXT.fixErrors)).toBeTruthy();
    expect(listed(summary)).toEqual([
      LEAD_TEXT.nameRequired,
      LEAD_TEXT.emailRequired,
      LEAD_TEXT.phoneRequired,
      CAR_TEXT.makeRequired,
      KMS_REQUIRED,
      CAR_TEXT.modelRequired,
      CAR_TEXT.yearRequired,
    ]);
    expect(screen.getByRole('textbox', { name: /^Make of your car/, description: CAR_TEXT.makeRequired })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Kilometres/, description: KMS_REQUIRED })).toBeTruthy();
    expect(progress()).toBe('Step 1 of 3: Your car');
    expect(api.leadPosts()).toEqual([]);

    await describeCarAndShopper(user);
    await user.click(button('Get Your Valuation'));
    await screen.findByText('Step 2 of 3: Condition');
    const { 'Has the car been in an accident?': _unanswered, ...rest } = allGood;
    await answerCondition(user, rest);
    await user.click(button('Show My Valuation'));

    expect(within(screen.getByRole('alert')).getByText(answerRequired('Has the car been in an accident?'))).toBeTruthy();
    expect(progress()).toBe('Step 2 of 3: Condition');
    expect(api.leadPosts()).toHaveLength(1); // step 1's only
  });

  it('going Back keeps what was entered on both steps, and the car sent again updates the same lead', async () => {
    const api = fakeApi(created, updated);
    const user = userEvent.setup();
    renderTradeInForm();
    await describeCarAndShopper(user);
    await user.click(button('Get Your Valuation'));
    await screen.findByText('Step 2 of 3: Condition');
    await answerCondition(user, { 'Service history': 'Partial' });

    await user.click(button('Back'));

    expect(progress()).toBe('Step 1 of 3: Your car');
    await waitFor(() => expect(document.activeElement).toBe(heading('Your car')));
    expect(valueOf(/^Make of your car/)).toBe('Mazda');
    expect(valueOf(/^Kilometres/)).toBe('60,000');
    expect(valueOf(/^First name/)).toBe('Jane');

    await user.click(button('Get Your Valuation'));

    expect(await screen.findByText('Step 2 of 3: Condition')).toBeTruthy();
    expect((radio('Service history', 'Partial') as HTMLInputElement).checked).toBe(true);
    expect(api.leadPosts()[1]).toMatchObject({ step: 'rego', ...LEAD_REF, 'Vehicle Make': 'Mazda' });
  });

  it('sends what was entered, step by step, and the accepted offer last, then shows the thank-you page', async () => {
    const api = fakeApi(created, valued, accepted);
    const user = userEvent.setup();
    renderTradeInForm();
    await reachValuation(user);

    await user.click(button('Accept Offer of $19,800'));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/success'));
    const [car, condition, accept] = api.leadPosts();
    expect(car).toMatchObject({
      kind: 'trade-in',
      step: 'create',
      form_completed: false,
      url: '/trade-in',
      'Vehicle Make': 'Mazda',
      'Vehicle Model': 'CX-5',
      year: '2021',
      kms: '60,000', // as shown; the server reads the grouped digits
      regoState: 'QLD',
      name: 'Jane',
      email: 'jane@example.com',
      phone: '0412 345 678',
      postcode: '3000',
      form_started: 'form-token-1',
    });
    expect(condition).toEqual(expect.objectContaining({ step: 'adjustments', ...LEAD_REF, form_completed: false, adjustmentAnswers: allGood }));
    expect(accept).toMatchObject({ step: 'offer-accepted', ...LEAD_REF, offer_accepted: true, offer_amount: 19_800, form_completed: true });
    expect(api.leadPosts()).toHaveLength(3);
  });

  it("a refused first step shows the server's message under its field and keeps what was typed", async () => {
    fakeApi({ status: 422, body: { error: SPEC_TEXT.fixErrors, fields: { postcode: SPEC_TEXT.postcodeUnknown } } }, created);
    const user = userEvent.setup();
    renderTradeInForm();
    await describeCarAndShopper(user);

    await user.click(button('Get Your Valuation'));

    expect(await within(screen.getByRole('alert')).findByText(SPEC_TEXT.postcodeUnknown)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Postcode/, description: SPEC_TEXT.postcodeUnknown })).toBeTruthy();
    expect(progress()).toBe('Step 1 of 3: Your car');
    expect(valueOf(/^Model of your car/)).toBe('CX-5');
    expect(valueOf(/^Email/)).toBe('jane@example.com');

    await user.clear(textbox(/^Postcode/));
    await user.type(textbox(/^Postcode/), '3220');
    await user.click(button('Get Your Valuation'));
    expect(await screen.findByText('Step 2 of 3: Condition')).toBeTruthy();
  });

  it('a failed last step shows the error and keeps every answer, a step back and two', async () => {
    fakeApi(created, valued, { status: 502, body: {} });
    const user = userEvent.setup();
    renderTradeInForm();
    await reachValuation(user);

    await user.click(button('Accept Offer of $19,800'));

    expect(await within(screen.getByRole('alert')).findByText(SPEC_TEXT.unexpected)).toBeTruthy();
    expect(progress()).toBe('Step 3 of 3: Your valuation');
    expect(button('Accept Offer of $19,800').hasAttribute('disabled')).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    await user.click(button('Back'));
    for (const [question, answer] of Object.entries(allGood)) expect((radio(question, answer) as HTMLInputElement).checked).toBe(true);
    await user.click(button('Back'));
    expect(valueOf(/^Make of your car/)).toBe('Mazda');
    expect(valueOf(/^Year/)).toBe('2021');
  });
});
