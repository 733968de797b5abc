// The newsletter box (spec §5, §7). The browser validates the address (type=email, required); the spec shows no
// submission, so nothing is sent anywhere: a valid submit only says so, politely, and never leaves the page
// (a native submit would put the address in the URL).
import '../styles/islands.css';
import { stepAside } from './step-aside.ts';

const NOT_SENT =
  'Thank you for your interest. Our newsletter has not started yet, so nothing was sent and your address was not stored.';

export function mount(form: HTMLElement): void {
  const status = document.createElement('p');
  status.className = 'blog-newsletter__status';
  status.setAttribute('role', 'status');
  form.append(status);
  // The browser fires submit only once the address is valid; an invalid one is reported on the field instead.
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    status.textContent = NOT_SENT;
  });
  form.addEventListener('input', () => {
    status.textContent = '';
  });
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (submit) submit.disabled = false;
  stepAside(form);
}
