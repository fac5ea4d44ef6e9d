// Horizontal card carousels (CSS scroll-snap does the scrolling, and the swiping on touch screens): previous / next
// move one view's worth and are disabled at the ends; left and right arrow keys move the focus to the previous or
// next card's first link (spec 2 sections 2 and 4). A swipe hint (`data-swipe-hint`) shows only while the row has
// more than fits.
for (const carousel of document.querySelectorAll<HTMLElement>('[data-carousel]')) {
  const track = carousel.querySelector<HTMLElement>('[data-carousel-track]')!;
  const previous = carousel.querySelector<HTMLButtonElement>('[data-carousel-prev]');
  const next = carousel.querySelector<HTMLButtonElement>('[data-carousel-next]');
  const hint = carousel.querySelector<HTMLElement>('[data-swipe-hint]');
  const update = () => {
    const max = track.scrollWidth - track.clientWidth;
    // A few pixels of slack: scroll-snap and sub-pixel widths rarely land on exactly 0 or the maximum.
    if (previous) previous.disabled = track.scrollLeft <= 4;
    if (next) next.disabled = track.scrollLeft >= max - 4;
    if (hint) hint.hidden = max <= 4;
  };
  // A view's worth; scroll-snap settles on the nearest card.
  const move = (direction: 1 | -1) => track.scrollBy({ left: direction * track.clientWidth, behavior: 'smooth' });
  previous?.addEventListener('click', () => move(-1));
  next?.addEventListener('click', () => move(1));
  track.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const item = (event.target as Element).closest('[data-carousel-track] > *');
    const sibling = event.key === 'ArrowRight' ? item?.nextElementSibling : item?.previousElementSibling;
    const focusable = sibling?.querySelector<HTMLElement>('a[href], button:not([disabled])');
    if (!sibling || !focusable) return;
    event.preventDefault();
    // The next card may already show in part, so focusing alone would not scroll: bring it to the start.
    sibling.scrollIntoView({ block: 'nearest', inline: 'start', behavior: 'smooth' });
    focusable.focus({ preventScroll: true });
  });
  track.addEventListener('scroll', update, { passive: true });
  addEventListener('resize', update, { passive: true });
  for (const button of [previous, next]) button?.classList.remove('invisible');
  requestAnimationFrame(update); // not during page load: reading scroll sizes would force a layout
}
