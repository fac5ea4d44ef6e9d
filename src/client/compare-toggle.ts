// The vehicle page's Compare toggle: ticks the car into the shopper's comparison (at most 4), shows 'Compare (N)'
// and a link to /compare while ticked, and says so when the comparison is full.
import { COMPARE_FULL_TEXT, compareToggleLabel } from '#src/domain/compare/compare.ts';
import { $compare, loadCompare, toggleCompare } from '#src/stores/compare.ts';

for (const root of document.querySelectorAll<HTMLElement>('[data-compare-toggle]')) {
  const carId = root.dataset.carId!;
  const button = root.querySelector('button')!;
  const label = root.querySelector<HTMLElement>('[data-compare-label]')!;
  const link = root.querySelector<HTMLAnchorElement>('[data-compare-link]')!;
  const note = root.querySelector<HTMLElement>('[data-compare-note]')!;
  loadCompare(root.dataset.site!);
  $compare.subscribe((list) => {
    const ticked = list.includes(carId);
    button.setAttribute('aria-pressed', String(ticked));
    label.textContent = compareToggleLabel(ticked, list.length);
    link.hidden = !ticked;
    if (ticked) note.textContent = '';
    root.classList.remove('invisible');
  });
  button.addEventListener('click', () => {
    note.textContent = toggleCompare(carId) ? '' : COMPARE_FULL_TEXT;
  });
}
