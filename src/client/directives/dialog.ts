// `client:dialog` (src/integrations/client-directives.ts): an island inside a <dialog> hydrates when that dialog
// first opens (showModal() or show() set its `open` attribute), so a closed dialog's form costs no JavaScript. Until
// then it is the server's HTML, a form that posts without JavaScript. An island outside any dialog hydrates at once.
import type { ClientDirective } from 'astro';

const hydrateWhenDialogOpens: ClientDirective = (load, _options, element) => {
  const dialog = element.closest('dialog');
  const hydrate = async () => (await load())();
  if (!dialog || dialog.open) {
    void hydrate();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!dialog.open) return;
    observer.disconnect();
    void hydrate();
  });
  observer.observe(dialog, { attributes: true, attributeFilter: ['open'] });
};

export default hydrateWhenDialogOpens;
