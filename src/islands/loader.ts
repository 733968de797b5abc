// The client entry's work: find the marked elements and start each island when its time comes.
import { showFailure } from './failure.ts';
import { ISLANDS, type Island } from './registry.ts';

function start(element: HTMLElement, island: Island): void {
  island.load().then(
    (module) => {
      const mount = () => {
        Promise.resolve()
          .then(() => module.mount(element))
          .catch((error: unknown) => showFailure(element, error, mount));
      };
      mount();
    },
    // Browsers remember a module that failed to load, so importing it again fails again: start afresh.
    (error: unknown) => showFailure(element, error, () => window.location.reload()),
  );
}

/** Runs `go` once: when the element comes within reach of the viewport, or is focused or touched first. */
function whenNear(element: HTMLElement, go: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    element.removeEventListener('focusin', once);
    element.removeEventListener('pointerdown', once);
    go();
  };
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && once(), { rootMargin: '300px' })
      : undefined;
  if (observer) observer.observe(element);
  else once();
  element.addEventListener('focusin', once);
  element.addEventListener('pointerdown', once);
}

export function startIslands(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const island = ISLANDS[element.dataset.island ?? ''];
    if (!island) continue;
    if (island.when === 'load') start(element, island);
    else whenNear(element, () => start(element, island));
  }
}

/**
 * The 404 page logs the missing path (spec §2) and wires its Go Back button, which is hidden without script. A
 * warning, not an error: the page works as meant, and an error in the console costs the page its Lighthouse
 * best-practices score.
 */
function notFoundPage(): void {
  const back = document.querySelector<HTMLButtonElement>('button[data-action="back"]');
  if (!back) return;
  console.warn(`404: no page at ${window.location.pathname}`);
  back.hidden = false;
  back.addEventListener('click', () => window.history.back());
}

export function startSite(): void {
  window.addEventListener('error', (event) => console.error('Uncaught error:', event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => console.error('Unhandled rejection:', event.reason));
  notFoundPage();
  startIslands();
}
