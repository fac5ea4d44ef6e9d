// Calendar dates as the site writes them in text (Australian order, month in words).

/**
 * A calendar date (`YYYY-MM-DD`) as pages and e-mails write it.
 * @example displayDate('2026-10-07') // '7 October 2026'
 */
export function displayDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  return `${day} ${months[month - 1]} ${year}`;
}
