// The spec's render-error fallback every island shows when it fails: its own module, since both the loader and an
// island that loads more code later (the floating contact's form) show it.

const FALLBACK_MESSAGE = 'An unexpected error occurred';

/** What every island shows when it fails: the spec's render-error fallback, with a way to try again. */
export function showFailure(element: HTMLElement, error: unknown, retry: () => void): void {
  console.error(error);
  const box = document.createElement('div');
  box.className = 'island-error';
  box.setAttribute('role', 'alert');
  const title = document.createElement('p');
  title.className = 'island-error__title';
  title.textContent = 'Something went wrong';
  const message = document.createElement('p');
  message.textContent = error instanceof Error && error.message ? error.message : FALLBACK_MESSAGE;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button--small';
  button.textContent = 'Try again';
  button.addEventListener('click', () => {
    box.remove();
    retry();
  });
  box.append(title, message, button);
  element.prepend(box);
}
