// A car page's view count (spec 2 section 7): the page asks GET /api/cars/{slug}/view.json once it loads, which
// counts this view and answers the count, and shows 'This car has been viewed N times' in the line kept for it.
// A failed call, a refused one (429) or a static host without the API leaves the line empty; the failure is only logged.
import { carViewsText, viewsFromAnswer } from '#src/domain/vehicle/car-views.ts';

const line = document.querySelector<HTMLElement>('[data-car-views]');
const path = line?.dataset.carViews;
if (line && path) {
  fetch(path, { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .then((answer) => {
      const text = carViewsText(viewsFromAnswer(answer));
      if (text) line.textContent = text;
    })
    .catch((error: unknown) => console.warn('car views not counted', error));
}
