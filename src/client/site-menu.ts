// The header's dropdown menus (<details>): one open at a time, closed by Escape or a click elsewhere, the header
// marked while one is open (data-menu-open), and on sites that ask for it (menus.openDropdownOnHover) opened by
// the mouse hovering over them.
const header = document.querySelector<HTMLElement>('[data-site-header]');

if (header) {
  const dropdowns = [...header.querySelectorAll<HTMLDetailsElement>('details[data-dropdown]')];
  const markOpen = () => (header.dataset.menuOpen = String(dropdowns.some((dropdown) => dropdown.open)));
  const close = (dropdown: HTMLDetailsElement) => (dropdown.open = false);

  for (const dropdown of dropdowns) {
    dropdown.addEventListener('toggle', () => {
      if (dropdown.open) for (const other of dropdowns) if (other !== dropdown && !other.contains(dropdown)) close(other);
      markOpen();
    });
    // Desktop dropdowns only, and for the mouse only (a tap fires pointerenter too). Closing waits a moment, so the
    // pointer can cross the gap between the button and its panel; a click on a menu the mouse just opened keeps it.
    if (header.dataset.hoverOpen === 'true' && dropdown.hasAttribute('data-hover')) {
      let closing = 0;
      let openedByHover = false;
      dropdown.addEventListener('pointerenter', (event) => {
        if (event.pointerType !== 'mouse') return;
        clearTimeout(closing);
        openedByHover = !dropdown.open;
        dropdown.open = true;
      });
      dropdown.addEventListener('pointerleave', (event) => {
        if (event.pointerType === 'mouse') closing = window.setTimeout(() => close(dropdown), 200);
      });
      dropdown.querySelector('summary')?.addEventListener('click', (event) => {
        if (openedByHover) event.preventDefault();
        openedByHover = false;
      });
    }
  }
  document.addEventListener('click', (event) => {
    for (const dropdown of dropdowns) if (dropdown.open && !dropdown.contains(event.target as Node)) close(dropdown);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = dropdowns.filter((dropdown) => dropdown.open);
    if (open.length === 0) return;
    // Back to the outermost open menu's own button (the others close inside it), so a keyboard user stays put.
    open[0]!.querySelector('summary')?.focus();
    open.forEach(close);
  });
}
