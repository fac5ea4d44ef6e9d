// The unsubscribe page: reads the link's address (an e-mail, or the mobile of an alert text) and signature from the
// page's query, asks the shopper to
// confirm, records the opt-out with POST /api/unsubscribe and says what happened. Without this script the form
// posts to the page's own address and the server answers (src/server/unsubscribe/unsubscribe-routes.ts).
export {};

const form = document.querySelector<HTMLFormElement>('form[data-unsubscribe]');
const status = document.querySelector<HTMLElement>('[data-unsubscribe-status]');
const question = form?.querySelector<HTMLElement>('[data-unsubscribe-question]');

const say = (text: string) => {
  if (status) status.textContent = text;
};

if (form && status && question) {
  const params = new URLSearchParams(location.search);
  const email = params.get('email');
  const phone = email ? null : params.get('phone');
  const address = email ?? phone;
  const token = params.get('token');
  const dealer = form.dataset.dealer ?? 'us';
  const what = phone ? 'texts about your saved cars and searches' : 'offers and news';
  if (!address || !token) {
    form.hidden = true;
    say('This page works from the unsubscribe link at the foot of our e-mails. Please use that link, or contact us and we will unsubscribe you.');
  } else {
    question.textContent = `Unsubscribe ${address} from ${dealer}'s ${what}?`;
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const button = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
      button.disabled = true;
      say('Unsubscribing\u2026');
      try {
        const response = await fetch('/api/unsubscribe', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(phone ? { phone, token } : { email, token }),
        });
        const answer = (await response.json().catch(() => ({}))) as { error?: string };
        if (response.ok) {
          form.hidden = true;
          say(`Done: ${address} is unsubscribed. ${dealer} will send it no more ${phone ? what : 'offers or news'}.`);
        } else {
          button.disabled = false;
          say(answer.error ?? 'Something went wrong. Please try again.');
        }
      } catch {
        button.disabled = false;
        say('We could not reach our website. Please check your connection and try again.');
      }
    });
  }
}
