// The floating contact panel (spec §2, §4): collapsed → options → quick form, and 'Back to Contact Options'.
// The static page has a native <details> with the options; this adds the quick-form view, whose code (the
// contact form engine) is fetched only the first time a visitor asks for it; it finds its settings in the
// panel's data-form-config. Escape closes the panel.
import '../styles/islands.css';
import { showFailure } from './failure.ts';

const FORM_ID = 'quick-form';

interface Views {
  options: HTMLElement;
  form: HTMLElement;
}

function button(text: string, className: string): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = className;
  b.textContent = text;
  return b;
}

/** The form view: the way back, a heading that takes the focus, and the slot the quick form renders into. */
function buildFormView(panel: HTMLElement) {
  const form = document.createElement('div');
  form.className = 'floating-contact__form';
  form.hidden = true;
  const back = button('Back to Contact Options', 'floating-contact__back');
  const heading = document.createElement('h2');
  heading.className = 'floating-contact__title';
  heading.tabIndex = -1;
  heading.textContent = 'Send us a quick message';
  const slot = document.createElement('div');
  form.append(back, heading, slot);
  panel.append(form);
  return { form, heading, back, slot };
}

/** Fetches the contact form engine and renders the quick form, once; a failure offers 'Try again'. */
function formLoader(slot: HTMLElement): () => void {
  let started = false;
  const load = () => {
    const waiting = document.createElement('p');
    waiting.textContent = 'Loading the form…';
    slot.append(waiting);
    import('./contact-form.tsx')
      .then((engine) => engine.mountQuickForm(slot, { id: FORM_ID, heading: 'Your details' }))
      .catch((error: unknown) => showFailure(slot, error, load))
      .finally(() => waiting.remove());
  };
  return () => {
    if (started) return;
    started = true;
    load();
  };
}

function show(views: Views, view: 'options' | 'form'): void {
  views.options.hidden = view !== 'options';
  views.form.hidden = view !== 'form';
}

export function mount(element: HTMLElement): void {
  const details = element as HTMLDetailsElement;
  const summary = details.querySelector('summary')!;
  const panel = details.querySelector<HTMLElement>('.floating-contact__panel')!;
  const options = panel.querySelector<HTMLElement>('.floating-contact__options')!;
  const openForm = button('Send us a quick message', 'button button--small floating-contact__open-form');
  const item = document.createElement('p');
  item.append(openForm);
  const contactPage = options.querySelector('[data-part="contact-page"]');
  if (contactPage) contactPage.before(item);
  else options.append(item);
  const { form, heading, back, slot } = buildFormView(panel);
  const views: Views = { options, form };
  const loadForm = formLoader(slot);

  openForm.addEventListener('click', () => {
    loadForm();
    show(views, 'form');
    heading.focus();
  });
  back.addEventListener('click', () => {
    show(views, 'options');
    openForm.focus();
  });
  // Closing returns to the options; the quick form keeps what was typed for the next time it is opened.
  details.addEventListener('toggle', () => {
    if (!details.open) show(views, 'options');
  });
  details.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !details.open) return;
    details.open = false;
    // Directly as well: toggle events are queued and merged, so a quick reopen might never see the close.
    show(views, 'options');
    summary.focus();
  });
}
