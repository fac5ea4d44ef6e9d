// Sticky header (from 500 px) and the bottom bar's 'opened' look (past 900 px), read once per frame on scroll.
import { stickyState } from '#src/domain/vehicle/sticky.ts';

const header = document.querySelector<HTMLElement>('[data-sticky-header]');
const bar = document.querySelector<HTMLElement>('[data-sticky-bar]');
let frame = 0;

function update(): void {
  frame = 0;
  const state = stickyState(window.scrollY);
  if (header) {
    header.dataset.visible = String(state.headerVisible);
    header.inert = !state.headerVisible; // hidden: out of the tab order and the accessibility tree
  }
  if (bar) bar.dataset.opened = String(state.barOpened);
}

if (header || bar) {
  addEventListener('scroll', () => (frame ||= requestAnimationFrame(update)), { passive: true });
  frame = requestAnimationFrame(update); // a page restored mid-scroll; rAF avoids a forced layout while loading
}
