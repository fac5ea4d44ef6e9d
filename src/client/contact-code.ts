// The code step of the reserve form and of the buy-online journey's deposit step: when the checkout API answers 202
// (it sent a code to the e-mail or mobile the shopper typed, and holds nothing yet), the hidden code field is shown;
// the next post carries the code. A right code's proof (`contact_proof`) is kept in the tab, so reserving again within
// the hour needs no new code. "Send a new code" asks POST /api/reservations/code.
import { SPEC_TEXT } from '#src/domain/leads/messages.ts';
import { showStatus } from './form-messages.ts';

export type CodeStep = { box: HTMLElement; input: HTMLInputElement; resend: HTMLButtonElement };

const PROOF_KEY = 'reserve:contact-proof';

/** The form's code step (markup: `[data-reserve-code]`, hidden, with the code input (disabled) and the resend button). */
export function codeStepOf(form: HTMLFormElement): CodeStep | null {
  const box = form.querySelector<HTMLElement>('[data-reserve-code]');
  if (!box) return null;
  return {
    box,
    input: box.querySelector<HTMLInputElement>('input[name=code]')!,
    resend: box.querySelector<HTMLButtonElement>('[data-reserve-resend]')!,
  };
}

/** Says where the code went (the form's status box), shows the code field and puts the cursor in it. */
export function showCodeStep(step: CodeStep, form: HTMLFormElement, message: string): void {
  showStatus(form, message, null, 'info');
  step.box.hidden = false;
  step.input.disabled = false;
  step.input.required = true;
  step.input.value = '';
  step.input.focus();
}

/** The code to send with the next post, while the step is shown. */
export const codeOf = (step: CodeStep | null): string | null => (step && !step.box.hidden && step.input.value.trim() ? step.input.value.trim() : null);

/** The kept proof, for the next post's body. */
export const keptProof = (): Record<string, string> => {
  const proof = sessionStorage.getItem(PROOF_KEY);
  return proof ? { contact_proof: proof } : {};
};

/** Keeps a proof the API answered with (any answer after a right code carries it). */
export function keepProof(answer: Record<string, unknown>): void {
  if (typeof answer.contact_proof === 'string') sessionStorage.setItem(PROOF_KEY, answer.contact_proof);
}

/** "Send a new code": the same limits as the first; the answer is said in the form's status box. */
export function wireResend(step: CodeStep, form: HTMLFormElement, contact: () => { email: string; phone: string }): void {
  step.resend.addEventListener('click', async () => {
    step.resend.disabled = true;
    try {
      const response = await fetch('/api/reservations/code', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(contact()),
      });
      const answer = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
      if (response.ok && answer.message) showCodeStep(step, form, answer.message);
      else showStatus(form, answer.error ?? SPEC_TEXT.unexpected, null, 'error');
    } catch {
      showStatus(form, SPEC_TEXT.unexpected, null, 'error');
    }
    step.resend.disabled = false;
  });
}
