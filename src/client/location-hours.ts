// 'Open now' and holiday hours at view time (issue 17): a static page is never stale. Each hours table's
// `data-open-now` holds its schedule (zone, weekly and special entries: src/domain/locations/schedule-code.ts); the
// holiday-hours block shows the entries that fall within its window by the location's own calendar, and its button
// only when there is one. Refreshed every minute for a page left open. Without JavaScript the weekly table and the
// build's holiday rows show.
import { specialHoursInWindow } from '#src/domain/locations/holiday-hours.ts';
import { openStatus } from '#src/domain/locations/open-status.ts';
import { decodeSchedule } from '#src/domain/locations/schedule-code.ts';
import { zonedDate } from '#src/domain/time/zoned-time.ts';

function showOpenNow(element: HTMLElement, now: number): void {
  const schedule = decodeSchedule(element.dataset.openNow ?? '');
  if (!schedule) return; // the table still shows the hours
  const status = openStatus(schedule, schedule.zone, now);
  if (status.kind === 'unknown') return;
  element.textContent = status.text;
  element.dataset.state = status.kind;
}

function showHolidays(block: HTMLElement, now: number): void {
  const today = zonedDate(now, block.dataset.zone);
  const rows = [...block.querySelectorAll<HTMLElement>('[data-holiday-date]')];
  const dates = new Set(
    specialHoursInWindow(
      rows.map((row) => ({ date: row.dataset.holidayDate! })),
      today,
      Number(block.dataset.windowDays),
    ).map((entry) => entry.date),
  );
  for (const row of rows) row.hidden = !dates.has(row.dataset.holidayDate!);
  const button = block.querySelector<HTMLElement>('[data-holiday-open]');
  if (button) button.hidden = dates.size === 0;
}

function refresh(): void {
  const now = Date.now();
  for (const element of document.querySelectorAll<HTMLElement>('[data-open-now]')) showOpenNow(element, now);
  for (const block of document.querySelectorAll<HTMLElement>('[data-holiday]')) showHolidays(block, now);
}

refresh();
setInterval(refresh, 60_000);

// The holiday-hours dialog: its link opens it as a modal (Escape and Close shut it, as does a click outside it).
document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const opener = target?.closest<HTMLAnchorElement>('[data-holiday-open]');
  const dialog = opener ? document.getElementById(opener.hash.slice(1)) : null;
  if (dialog instanceof HTMLDialogElement) {
    event.preventDefault();
    dialog.showModal();
    return;
  }
  if (target?.closest('[data-close-holiday]')) target.closest('dialog')?.close();
  else if (target instanceof HTMLDialogElement && target.matches('.location-dialog')) target.close();
});
