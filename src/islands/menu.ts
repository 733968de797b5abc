// The header menu is native <details> (it works without script, by keyboard and screen reader). This adds
// what a visitor expects besides: Escape closes it and returns focus, a click outside closes it, and
// opening one sub-menu closes the others.
function closeAll(scope: ParentNode, except?: Element): void {
  for (const open of scope.querySelectorAll<HTMLDetailsElement>('details[open]'))
    if (open !== except) open.open = false;
}

export function mount(menu: HTMLElement): void {
  const details = menu as HTMLDetailsElement;
  const summary = details.querySelector('summary')!;
  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const submenu = (event.target as Element).closest<HTMLDetailsElement>('details.submenu[open]');
    if (submenu) {
      submenu.open = false;
      submenu.querySelector('summary')?.focus();
    } else if (details.open) {
      details.open = false;
      summary.focus();
    }
  });
  for (const submenu of menu.querySelectorAll<HTMLDetailsElement>('details.submenu')) {
    submenu.addEventListener('toggle', () => submenu.open && closeAll(menu.querySelector('nav') ?? menu, submenu));
  }
  document.addEventListener('click', (event) => {
    if (!menu.contains(event.target as Node)) {
      closeAll(menu.querySelector('nav') ?? menu);
      if (window.matchMedia('(max-width: 767px)').matches) details.open = false;
    }
  });
  // Above the breakpoint the menu is always shown: keep the disclosure open so its links stay reachable.
  const wide = window.matchMedia('(min-width: 768px)');
  const sync = () => {
    if (wide.matches) details.open = true;
  };
  wide.addEventListener('change', sync);
  sync();
}
