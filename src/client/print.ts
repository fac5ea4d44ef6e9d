// Printing a vehicle page: every closed Show more section is opened for the printout and closed again after.
// `?print=1` (from /print?car_id=) opens the print dialog once the page and its pictures have loaded.
let opened: HTMLDetailsElement[] = [];
addEventListener('beforeprint', () => {
  opened = [...document.querySelectorAll<HTMLDetailsElement>('main details:not([open])')];
  for (const details of opened) details.open = true;
});
addEventListener('afterprint', () => {
  for (const details of opened) details.open = false;
  opened = [];
});

if (new URLSearchParams(location.search).has('print')) {
  const print = () => setTimeout(() => window.print(), 300);
  if (document.readyState === 'complete') print();
  else addEventListener('load', print, { once: true });
}
