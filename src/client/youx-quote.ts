// The YouX quote on a vehicle page (spec 2 sections 4 and 8): posts the car's request to /api/youx/quote once,
// shows 'Getting your quote...' while it waits, tries once more after a failure ('Still getting your quote...'),
// then shows the quote, or, if there is still none, hides the block without a message: a failed quote is silent.
import { YOUX_QUOTE_PATH, readYouxQuote, youxQuoteDisplay, type YouxQuote, type YouxQuoteDisplay } from '#src/domain/finance/youx-display.ts';

const ATTEMPTS = 2;
const RETRY_DELAY_MS = 1_500;
const TIMEOUT_MS = 10_000;

async function askForQuote(body: string): Promise<YouxQuote> {
  const response = await fetch(YOUX_QUOTE_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const quote = readYouxQuote(await response.json());
  if (!quote) throw new Error('the answer holds no quote');
  return quote;
}

function showTexts(block: HTMLElement, texts: YouxQuoteDisplay): void {
  for (const field of block.querySelectorAll<HTMLElement>('[data-youx-field]'))
    field.textContent = texts[field.dataset.youxField as keyof YouxQuoteDisplay] ?? '';
  block.querySelector<HTMLElement>('[data-youx-result]')!.hidden = false;
}

/** Shows a quote the page already has (a feed's own, on the personalised finance page). */
export function showYouxQuote(block: HTMLElement, quote: YouxQuote): void {
  block.hidden = false;
  showTexts(block, youxQuoteDisplay(quote));
  block.dataset.state = 'quote';
}

/** Asks for the block's quote (its `data-request`) and shows it; ends in the state 'quote', or 'failed' (hidden). */
export async function fillYouxQuote(block: HTMLElement): Promise<void> {
  const status = block.querySelector<HTMLElement>('[data-youx-status]');
  const setState = (state: string, text: string) => {
    block.dataset.state = state;
    block.setAttribute('aria-busy', String(state === 'loading' || state === 'retrying'));
    if (status) status.textContent = text;
  };
  block.hidden = false;
  const noun = block.dataset.noun === 'estimate' ? 'estimate' : 'quote';
  setState('loading', `Getting your ${noun}...`);
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      showTexts(block, youxQuoteDisplay(await askForQuote(block.dataset.request ?? '')));
      setState('quote', '');
      return;
    } catch (error) {
      console.warn(`YouX quote attempt ${attempt} failed`, error);
      if (attempt < ATTEMPTS) {
        setState('retrying', `Still getting your ${noun}...`);
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      }
    }
  }
  setState('failed', '');
  block.hidden = true;
}

for (const block of document.querySelectorAll<HTMLElement>('[data-youx-quote][data-request]')) void fillYouxQuote(block);
