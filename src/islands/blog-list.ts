// The blog list (spec §4, §5, §8): search and category filter over the articles already in the page, 3 per page
// with Previous/Next. The static page shows page 1 of all articles; every card carries the title, excerpt and
// category it is filtered on as data attributes.
import '../styles/islands.css';
import { stepAside } from './step-aside.ts';

interface State {
  search: string;
  category: string;
  page: number;
}

/** Spec §5: a case-insensitive substring of the title or the excerpt, and the category (any when empty). */
function matches(card: HTMLElement, { search, category }: State): boolean {
  const needle = search.trim().toLowerCase();
  const text =
    !needle || [card.dataset.title, card.dataset.excerpt].some((t) => (t ?? '').toLowerCase().includes(needle));
  const inCategory = !category || (card.dataset.category ?? '').toLowerCase() === category.toLowerCase();
  return text && inCategory;
}

export function mount(root: HTMLElement): void {
  const size = Math.max(1, Number(root.dataset.pageSize) || 3);
  const cards = [...root.querySelectorAll<HTMLElement>('.blog-list__list > li')];
  const input = root.querySelector<HTMLInputElement>('input[type="search"]')!;
  stepAside(input.closest('form') ?? input);
  const filters = [...root.querySelectorAll<HTMLButtonElement>('.blog-list__filter button[data-category]')];
  const topics = [...root.querySelectorAll<HTMLButtonElement>('.blog-list__topics button[data-category]')];
  const empty = root.querySelector<HTMLElement>('.blog-list__empty')!;
  const count = root.querySelector<HTMLElement>('.blog-list__count')!;
  const previous = root.querySelector<HTMLButtonElement>('button[data-page="previous"]')!;
  const next = root.querySelector<HTMLButtonElement>('button[data-page="next"]')!;
  const state: State = { search: input.value, category: '', page: 1 };

  // The count line reads 'Showing {n} of {total} articles': n on this page, total matching the search and category.
  const render = () => {
    const found = cards.filter((card) => matches(card, state));
    const last = Math.max(1, Math.ceil(found.length / size));
    state.page = Math.min(Math.max(1, state.page), last);
    const onPage = found.slice((state.page - 1) * size, state.page * size);
    for (const card of cards) card.hidden = !onPage.includes(card);
    empty.hidden = found.length > 0;
    count.hidden = found.length === 0;
    count.textContent = (count.dataset.template ?? '')
      .replaceAll('{n}', String(onPage.length))
      .replaceAll('{total}', String(found.length));
    previous.hidden = state.page <= 1;
    next.hidden = state.page >= last;
    for (const f of filters) f.setAttribute('aria-pressed', String(f.dataset.category === state.category));
  };
  const filterBy = (change: Partial<State>) => {
    Object.assign(state, change, { page: 1 });
    render();
  };
  // A page button that disappears (first or last page) would drop the focus: hand it to the other one.
  const turn = (by: number, pressed: HTMLButtonElement, other: HTMLButtonElement) => {
    state.page += by;
    render();
    if (pressed.hidden && !other.hidden) other.focus();
  };

  input.addEventListener('input', () => filterBy({ search: input.value }));
  for (const f of filters) f.addEventListener('click', () => filterBy({ category: f.dataset.category ?? '' }));
  // The topic buttons sit below the list: they set the category and take the visitor to the filter that shows it.
  for (const t of topics) {
    t.addEventListener('click', () => {
      filterBy({ category: t.dataset.category ?? '' });
      filters.find((f) => f.dataset.category === state.category)?.focus();
    });
  }
  previous.addEventListener('click', () => turn(-1, previous, next));
  next.addEventListener('click', () => turn(1, next, previous));
  render();
}
