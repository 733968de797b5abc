// Before/after galleries (spec §2, §4). The static page shows both pictures of every pair; this turns each
// pair into Before/After tabs (WAI-ARIA tabs, Before first) and adds one Show Images / Hide Sensitive Images
// toggle for the whole gallery, starting from the page's data-images-shown.
import '../styles/islands.css';

const SHOW = 'Show Images';
const HIDE = 'Hide Sensitive Images';
const HIDDEN_TEXT = 'Images are hidden for privacy.';

type Side = 'before' | 'after';

interface Tab {
  tab: HTMLButtonElement;
  panel: HTMLElement;
}

function select(tabs: Tab[], chosen: Tab, focus: boolean): void {
  for (const t of tabs) {
    const on = t === chosen;
    t.tab.setAttribute('aria-selected', String(on));
    t.tab.tabIndex = on ? 0 : -1;
    t.panel.hidden = !on;
  }
  if (focus) chosen.tab.focus();
}

/** Arrow keys move between the tabs and select them; Home and End go to the first and last. */
function nextTab(tabs: Tab[], current: number, key: string): Tab | undefined {
  const last = tabs.length - 1;
  if (key === 'ArrowRight') return tabs[current === last ? 0 : current + 1];
  if (key === 'ArrowLeft') return tabs[current === 0 ? last : current - 1];
  if (key === 'Home') return tabs[0];
  if (key === 'End') return tabs[last];
  return undefined;
}

function tabsFor(item: HTMLElement, pair: HTMLElement, index: number): HTMLElement {
  const name = item.querySelector('h3')?.textContent ?? `Example ${index + 1}`;
  const list = document.createElement('div');
  list.className = 'gallery__tabs';
  list.setAttribute('role', 'tablist');
  list.setAttribute('aria-label', `${name}: before and after`);
  const base = item.id || `gallery-item-${index}`;
  const tabs: Tab[] = [];
  for (const side of ['before', 'after'] as Side[]) {
    const panel = pair.querySelector<HTMLElement>(`[data-side="${side}"]`);
    if (!panel) continue;
    const tab = document.createElement('button');
    tab.type = 'button';
    tab.className = 'gallery__tab';
    tab.id = `${base}-${side}-tab`;
    tab.textContent = side === 'before' ? 'Before' : 'After';
    tab.setAttribute('role', 'tab');
    panel.id = `${base}-${side}`;
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', tab.id);
    tab.setAttribute('aria-controls', panel.id);
    tabs.push({ tab, panel });
    list.append(tab);
  }
  tabs.forEach((t, i) => {
    t.tab.addEventListener('click', () => select(tabs, t, false));
    t.tab.addEventListener('keydown', (event) => {
      const target = nextTab(tabs, i, event.key);
      if (!target) return;
      event.preventDefault();
      select(tabs, target, true);
    });
  });
  if (tabs[0]) select(tabs, tabs[0], false);
  return list;
}

/** One toggle for the whole gallery; while hidden, each item says why its pictures are not there. */
function toggleFor(gallery: HTMLElement, pairs: HTMLElement[], notes: HTMLElement[]): HTMLElement {
  const bar = document.createElement('div');
  bar.className = 'gallery__bar';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button--secondary button--small gallery__toggle';
  button.setAttribute('aria-controls', pairs.map((p) => p.id).join(' '));
  const show = (shown: boolean) => {
    button.textContent = shown ? HIDE : SHOW;
    button.setAttribute('aria-expanded', String(shown));
    for (const pair of pairs) pair.hidden = !shown;
    for (const note of notes) note.hidden = shown;
    gallery.dataset.imagesShown = String(shown);
  };
  button.addEventListener('click', () => show(button.getAttribute('aria-expanded') !== 'true'));
  show(gallery.dataset.imagesShown !== 'false');
  bar.append(button);
  return bar;
}

export function mount(gallery: HTMLElement): void {
  const pairs: HTMLElement[] = [];
  const notes: HTMLElement[] = [];
  gallery.querySelectorAll<HTMLElement>('.gallery__item').forEach((item, index) => {
    const pair = item.querySelector<HTMLElement>('.gallery__pair');
    if (!pair) return;
    const wrapper = document.createElement('div');
    wrapper.id = `${item.id || `gallery-item-${index}`}-images`;
    wrapper.className = 'gallery__images';
    pair.before(wrapper);
    wrapper.append(tabsFor(item, pair, index), pair);
    const note = document.createElement('p');
    note.className = 'gallery__hidden-note';
    note.textContent = HIDDEN_TEXT;
    wrapper.after(note);
    pairs.push(wrapper);
    notes.push(note);
  });
  gallery.classList.add('gallery--tabs');
  gallery.prepend(toggleFor(gallery, pairs, notes));
}
