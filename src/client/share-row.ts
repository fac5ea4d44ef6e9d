// The share row: share windows (550 x 400), copy link ('Copied' for 1.5 s and a 3 s toast), the Fave toggle and
// the PDF download ('Preparing PDF…' while it downloads, an alert with the error if it fails).
import { COPIED_NOTE_MS, COPY_TOAST_MS, PDF_LABELS, shareWindowFeatures } from '#src/domain/vehicle/share.ts';
import { FAVE_LABELS, type FavouriteEntry } from '#src/domain/vehicle/favourites.ts';
import { $favourites, loadFavourites, toggleFavouriteCar } from '#src/stores/favourites.ts';
import { showToast } from '#src/stores/toast.ts';

/** Copies with the Clipboard API, else (older browsers, or a page without focus) a selected textarea. */
async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = Object.assign(document.createElement('textarea'), { value: text, readOnly: true });
    area.style.cssText = 'position:fixed;top:-100px;opacity:0';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    if (!ok) throw new Error('copy command refused');
  }
}

/** Fetches a file and saves it under `fileName`, so a failure can be told to the shopper instead of saving an error page. */
async function downloadFile(href: string, fileName: string): Promise<void> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`The PDF could not be downloaded (error ${response.status}). Please try again later.`);
  const url = URL.createObjectURL(await response.blob());
  Object.assign(document.createElement('a'), { href: url, download: fileName }).click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

for (const row of document.querySelectorAll<HTMLElement>('[data-share-row]')) {
  row.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-share-popup]') : null;
    if (!link) return;
    const opened = window.open(link.href, 'share', shareWindowFeatures(screen));
    if (opened) {
      opened.opener = null;
      event.preventDefault();
    } // a blocked pop-up falls back to the link's new tab
  });

  const copy = row.querySelector<HTMLButtonElement>('[data-copy-link]');
  if (copy) {
    const label = copy.querySelector<HTMLElement>('[data-copy-label]')!;
    const idle = label.textContent;
    let reset: ReturnType<typeof setTimeout> | undefined;
    copy.classList.remove('invisible');
    copy.addEventListener('click', () => {
      copyText(copy.dataset.url ?? location.href).then(
        () => {
          label.textContent = 'Copied';
          clearTimeout(reset);
          reset = setTimeout(() => (label.textContent = idle), COPIED_NOTE_MS);
          showToast(copy.dataset.copyToast ?? 'Copied', COPY_TOAST_MS);
        },
        (error: unknown) => console.warn('link not copied', error),
      );
    });
  }

  const pdf = row.querySelector<HTMLAnchorElement>('[data-pdf-download]');
  if (pdf) {
    const label = pdf.querySelector<HTMLElement>('[data-pdf-label]')!;
    pdf.addEventListener('click', (event) => {
      event.preventDefault(); // the link (with its download name) is the no-JavaScript path
      if (pdf.getAttribute('aria-busy') === 'true') return;
      pdf.setAttribute('aria-busy', 'true');
      label.textContent = PDF_LABELS.preparing;
      downloadFile(pdf.href, pdf.download)
        .catch((error: unknown) => alert(error instanceof Error ? error.message : String(error)))
        .finally(() => {
          pdf.removeAttribute('aria-busy');
          label.textContent = PDF_LABELS.idle;
        });
    });
  }

  const fave = row.querySelector<HTMLButtonElement>('[data-fave]');
  if (fave) {
    const entry = JSON.parse(fave.dataset.entry ?? '{}') as FavouriteEntry;
    const label = fave.querySelector<HTMLElement>('[data-fave-label]')!;
    loadFavourites(fave.dataset.site ?? '');
    $favourites.subscribe((list) => {
      const saved = list.some((item) => item.id === entry.id);
      fave.setAttribute('aria-pressed', String(saved));
      label.textContent = saved ? FAVE_LABELS.saved : FAVE_LABELS.save;
      // A sold car offers the toggle only while it is saved (so it can be removed); it stays once shown.
      if (fave.dataset.visibility === 'always' || saved) fave.hidden = false;
      fave.classList.remove('invisible');
    });
    fave.addEventListener('click', () => void toggleFavouriteCar(entry));
  }
}
