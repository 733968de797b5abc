// The cookie notice (spec §4): shown after a short delay when no choice is stored; Accept stores 'accepted',
// Decline stores 'declined' (docs/design.md), and either hides it. No React: it needs none.
export const CONSENT_KEY = 'cookieConsent';

function stored(): string | null {
  try {
    return window.localStorage.getItem(CONSENT_KEY);
  } catch {
    return null;
  }
}

export function mount(banner: HTMLElement): void {
  if (stored()) return;
  const delay = Number(banner.dataset.delay ?? 1500);
  window.setTimeout(() => {
    banner.hidden = false;
  }, delay);
  for (const button of banner.querySelectorAll<HTMLButtonElement>('button[data-choice]')) {
    button.addEventListener('click', () => {
      try {
        window.localStorage.setItem(CONSENT_KEY, button.dataset.choice!);
      } catch {
        // Storage can be unavailable (private modes); the notice still goes away for this page.
      }
      banner.hidden = true;
    });
  }
}
