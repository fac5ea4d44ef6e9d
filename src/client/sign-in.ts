// The sign-in page, enhanced: the mobile number, then the texted code, through the JSON API without page loads; the
// browser's saved cars go with the code so they join the account, then the shopper goes back where they were
// (`redirect`, a path on this site only). Without this script the same forms post to the page (sign-in-form.ts).
import { codeSentStatus, safeReturnPath, SIGN_IN_TEXTS, signInType } from '#src/domain/accounts/return-path.ts';
import type { FavouriteEntry } from '#src/domain/vehicle/favourites.ts';
import { loadFavourites, localFavouriteIds, replaceFavourites } from '#src/stores/favourites.ts';

const query = new URLSearchParams(location.search);
const type = signInType(query.get('type'));
const garage = document.body.dataset.garageHref ?? null;
const target = safeReturnPath(query.get('redirect')) ?? garage ?? '/';
const back = safeReturnPath(query.get('back'));

const phoneForm = document.querySelector<HTMLFormElement>('[data-sign-in-phone]')!;
const codeForm = document.querySelector<HTMLFormElement>('[data-sign-in-code]')!;
const phoneInput = phoneForm.querySelector<HTMLInputElement>('input[name="phone"]')!;
const codeInput = codeForm.querySelector<HTMLInputElement>('input[name="code"]')!;
const resend = codeForm.querySelector<HTMLButtonElement>('[data-resend]')!;
const codePhone = codeForm.querySelector<HTMLInputElement>('[data-code-phone]')!;
// A page the server answered (the form was sent before this script ran) may be at the code step already.
if (!codeForm.hidden && codePhone.value) phoneInput.value = codePhone.value;
document.querySelector<HTMLElement>('[data-sign-in-heading]')!.textContent = SIGN_IN_TEXTS[type].heading;
document.querySelector<HTMLElement>('[data-sign-in-intro]')!.textContent = SIGN_IN_TEXTS[type].intro;
if (back) document.querySelector<HTMLAnchorElement>('[data-sign-in-back]')!.href = back;
loadFavourites(document.body.dataset.site ?? '');

type Answer = { ok: boolean; status: number; body: Record<string, unknown> };
async function post(path: string, body: unknown): Promise<Answer> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    return { ok: response.ok, status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
  } catch {
    return { ok: false, status: 0, body: { error: 'We could not reach the site. Check your connection and try again.' } };
  }
}

/** The server's message for a field, else its error. */
const messageOf = (answer: Answer, field: string): string => {
  const fields = answer.body.fields as Record<string, string> | undefined;
  return fields?.[field] ?? String(answer.body.error ?? 'Something went wrong. Please try again.');
};

function showError(form: HTMLFormElement, input: HTMLInputElement, message: string): void {
  form.querySelector<HTMLElement>('[data-error]')!.textContent = message;
  input.setAttribute('aria-invalid', String(message !== ''));
  if (message) input.focus();
}

let cooldown: ReturnType<typeof setInterval> | undefined;
function startCooldown(seconds: number): void {
  clearInterval(cooldown);
  let left = seconds;
  const tick = () => {
    resend.disabled = left > 0;
    resend.textContent = left > 0 ? `Send a new code (in ${left} s)` : 'Send a new code';
    left -= 1;
    if (left < 0) clearInterval(cooldown);
  };
  tick();
  cooldown = setInterval(tick, 1000);
}

async function askForCode(): Promise<void> {
  const answer = await post('/api/auth/code', { phone: phoneInput.value });
  if (!answer.ok) {
    const form = codeForm.hidden ? phoneForm : codeForm;
    showError(form, form === phoneForm ? phoneInput : codeInput, messageOf(answer, 'phone'));
    return;
  }
  showError(phoneForm, phoneInput, '');
  codePhone.value = phoneInput.value;
  phoneForm.hidden = true;
  codeForm.hidden = false;
  codeForm.querySelector<HTMLElement>('[data-code-sent]')!.textContent = codeSentStatus(String(answer.body.phone));
  startCooldown(Number(answer.body.resendAfterSeconds) || 60);
  codeInput.value = '';
  codeInput.focus();
}

phoneForm.addEventListener('submit', (event) => {
  event.preventDefault();
  void askForCode();
});
codeForm.addEventListener('submit', async (event) => {
  event.preventDefault();
  const step = (event.submitter as HTMLButtonElement | null)?.value;
  if (step === 'resend') return void askForCode();
  if (step === 'restart') {
    codeForm.hidden = true;
    phoneForm.hidden = false;
    phoneInput.focus();
    return;
  }
  const code = codeInput.value.replace(/\s/g, '');
  if (!/^\d{6}$/.test(code)) return showError(codeForm, codeInput, 'Please enter the 6-digit code we texted you.');
  const submit = codeForm.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  submit.disabled = true;
  const answer = await post('/api/auth/verify', { phone: phoneInput.value, code, car_ids: localFavouriteIds().slice(0, 200) });
  submit.disabled = false;
  if (!answer.ok) return showError(codeForm, codeInput, messageOf(answer, 'code'));
  replaceFavourites(answer.body.watchlist as FavouriteEntry[]);
  location.replace(target);
});

// Signed in already (another tab, or a Back to this page): straight on.
void fetch('/api/auth/session', { credentials: 'same-origin' })
  .then((response) => (response.ok ? response.json() : null))
  .then((session: { signedIn?: boolean } | null) => {
    if (session?.signedIn) location.replace(target);
  })
  .catch(() => {});
