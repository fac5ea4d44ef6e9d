// 'Sales this Month' for the shopper's clock, refreshed every 150,000 ms (spec 2 section 9).
import { salesThisMonth } from '#src/domain/home/sales-counter.ts';
import { formatNumber } from '#src/domain/money.ts';

for (const counter of document.querySelectorAll<HTMLElement>('[data-sales-counter]')) {
  const update = () => (counter.textContent = formatNumber(salesThisMonth(Date.now())));
  update();
  setInterval(update, Number(counter.dataset.refreshMs));
}
