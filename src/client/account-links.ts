// The header's account links on static, cached pages (issue 24): the signed-in hint cookie (set beside the session at
// sign-in, cleared at sign-out; it grants nothing, the server decides access) says which links show. Signed out,
// Sign in brings the shopper back to this page.
import { signInHref } from '#src/domain/accounts/return-path.ts';
import { hasSignedInHint } from '#src/domain/accounts/session.ts';

const links = document.querySelector<HTMLElement>('[data-account-links]');
if (links) {
  const signedIn = hasSignedInHint(document.cookie);
  links.querySelector('[data-signed-in]')?.classList.toggle('invisible', !signedIn);
  const signIn = links.querySelector<HTMLAnchorElement>('a[data-signed-out]');
  signIn?.classList.toggle('invisible', signedIn);
  const here = location.pathname + location.search;
  if (signIn && !signedIn && !location.pathname.startsWith('/sign-in')) signIn.href = signInHref('account', here, here);
}
