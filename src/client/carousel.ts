// Horizontal card carousels (CSS scroll-snap does the scrolling): previous / next move one view's worth and are
// disabled at the ends (spec 2 section 4).
for (const carousel of document.querySelectorAll<HTMLElement>('[data-carousel]')) {
  const track = carousel.querySelector<HTMLElement>('[data-carousel-track]')!;
  const previous = carousel.querySelector<HTMLButtonElement>('[data-carousel-prev]')!;
  const next = carousel.querySelector<HTMLButtonElement>('[data-carousel-next]')!;
  const update = () => {
    const max = track.scrollWidth - track.clientWidth;
    // A few pixels of slack: scroll-snap and sub-pixel widths rarely land on exactly 0 or the maximum.
    previous.disabled = track.scrollLeft <= 4;
    next.disabled = track.scrollLeft >= max - 4;
  };
  // A view's worth; scroll-snap settles on the nearest card.
  const move = (direction: 1 | -1) => track.scrollBy({ left: direction * track.clientWidth, behavior: 'smooth' });
  previous.addEventListener('click', () => move(-1));
  next.addEventListener('click', () => move(1));
  track.addEventListener('scroll', update, { passive: true });
  addEventListener('resize', update, { passive: true });
  for (const button of [previous, next]) button.classList.remove('invisible');
  requestAnimationFrame(update); // not during page load: reading scroll sizes would force a layout
}
