// Check's problems beside their fields. Each of Decap's widgets is wrapped: when Decap validates a field, the
// wrapper asks check (site-check.ts) about the whole site with the entry as it is in the form, and gives the field
// check's words for the problems on it, in content staff's words. A widget does not know where it is in the entry;
// a problem is on it when the problem's path ends at a key of the widget's name (or at an item of its list) and the
// entry holds the widget's value there. Problems no field shows are the save guard's (save-guard.ts).
import CMS from 'decap-cms-app';
import { Component, type ComponentType, createElement } from 'react';
import type { SchemaRegistry } from '../../validate/schema-registry.ts';
import type { Snapshot } from '../build/snapshot.ts';
import type { CmsSlugs } from '../config/slugs.ts';
import { CHECKED_WIDGETS } from '../config/widgets.ts';
import { TextDate } from './date-widget.tsx';
import { toText } from './format.ts';
import { liveOptions } from './live-options.ts';
import { FOLDERS, type Site } from './site.ts';
import { type Path, type Problem, problemsOf } from './site-check.ts';

export type Immutable = { toJS(): unknown; get(key: string): unknown; set(key: string, value: unknown): Immutable };
interface ControlProps {
  field: Immutable;
  value: unknown;
  entry: Immutable;
  /** The entry as it is now in Decap's store: `entry` is the one of the widget's last render, and Decap renders a
   * widget again only when its own value changes, so a field left alone keeps an entry from before later edits. */
  getEntry?: () => Immutable;
  [prop: string]: unknown;
}
interface Control {
  isValid?: () => unknown;
  validate?: () => void;
  shouldComponentUpdate?: (next: ControlProps) => boolean;
  focus?: (path?: string) => void;
  getValidateValue?: () => unknown;
  getWrappedInstance?: () => Control;
}

export const plain = (value: unknown): unknown =>
  value && typeof (value as Immutable).toJS === 'function' ? (value as Immutable).toJS() : value;

/** The file an entry is saved to: its own, or for a new entry of a folder collection, `<folder>/<slug>.yaml`. */
export function fileOf(entry: Immutable): string | undefined {
  const existing = entry.get('path');
  if (typeof existing === 'string' && existing) return existing;
  const folder = FOLDERS[String(entry.get('collection'))];
  const slug = (plain(entry.get('data')) as Record<string, unknown> | undefined)?.slug;
  return folder && typeof slug === 'string' ? `${folder}/${slug}.yaml` : undefined;
}

/** The text the entry would be saved as. */
export const textOf = (entry: Immutable): string =>
  toText(plain(entry.get('data')) as Record<string, unknown>, FOLDERS[String(entry.get('collection'))]);

/** What the form checks with: the site now, its validators, and check's problems by site and entry data. */
export interface Checking {
  site: Site;
  schemas: SchemaRegistry;
  checked: WeakMap<Snapshot, WeakMap<object, Problem[]>>;
  /** The names the site holds (towns, councils…), for the choices of select fields (live-options.ts). */
  slugsOf: (snapshot: Snapshot) => CmsSlugs;
}

/** check's errors with the entry as it is in the form, about its own file (kept while site and data are the same). */
function entryProblems(checking: Checking, entry: Immutable): Problem[] {
  const snapshot = checking.site.snapshot();
  const data = entry.get('data') as object;
  const bySite = checking.checked.get(snapshot) ?? new WeakMap<object, Problem[]>();
  checking.checked.set(snapshot, bySite);
  const known = bySite.get(data);
  if (known) return known;
  const file = fileOf(entry);
  const problems = file ? problemsOf(snapshot, checking.schemas, file, textOf(entry)) : [];
  const errors = problems.filter((p) => p.severity === 'error');
  bySite.set(data, errors);
  return errors;
}

function valueAt(data: unknown, path: Path): unknown {
  let node = data;
  for (const step of path)
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[step] : undefined;
  return node;
}

/** Nothing, as a form holds it: absent, empty text, an empty list. */
const empty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
const same = (a: unknown, b: unknown) => (empty(a) && empty(b)) || JSON.stringify(a) === JSON.stringify(b);

/** The problems on the field named `name` holding `value`. */
function onField(problems: readonly Problem[], data: unknown, name: string, value: unknown): Problem[] {
  return problems.filter((problem) => {
    // A problem on an item of a list of plain values is shown on the list.
    const path = typeof problem.path.at(-1) === 'number' ? problem.path.slice(0, -1) : problem.path;
    return path.at(-1) === name && same(valueAt(data, path), value);
  });
}

/**
 * The checked fields on the page. Decap validates a field when it is left (if it has a pattern) and on save, and
 * clears a field's errors only when that field changes. check's problems are about the whole entry, so a field's
 * can be put right elsewhere (a town's missing slug typed in after its name was left): fields showing a problem
 * are validated again after any change, and all of them when a save is refused (`revalidateAll`).
 */
export interface Live {
  fields: Set<{ revalidate: () => void; flagged: boolean }>;
  /** Decap is validating every field for a save of the entry `entry()` returns. */
  onSaveValidation: (entry: () => Immutable) => void;
}

/** Again after the change has reached Decap's store. */
export const later = (live: Live, only: (field: { flagged: boolean }) => boolean = () => true) =>
  setTimeout(() => {
    for (const field of live.fields) if (only(field)) field.revalidate();
  });

/** A field whose value is a path that Decap's widget would test by its file name alone. */
const pathValued = (field: Immutable) => ['image', 'file'].includes(String(field.get('widget')));

function wrap(Inner: ComponentType<ControlProps>, checking: Checking, live: Live) {
  return class Checked extends Component<ControlProps> {
    inner: Control | undefined;
    /** Whether this field's last validation found a problem of check's. */
    flagged = false;
    setInner = (ref: Control | null) => {
      this.inner = ref?.getWrappedInstance ? ref.getWrappedInstance() : (ref ?? undefined);
    };
    override componentDidMount() {
      live.fields.add(this);
    }
    override componentWillUnmount() {
      live.fields.delete(this);
    }
    /** Decap's validation of this field: required, pattern, then isValid; it records the errors it finds. */
    revalidate = () => (this.props.validate as (() => void) | undefined)?.();
    /**
     * What Decap calls on each field when it saves (its editor's validate, and a list or object's of its items): the
     * control's own, which validates a list's or an object's fields, then Decap's of this field, with check's
     * problems on it (a list's own: a postcode of a list of postcodes is shown on the list).
     */
    validate = () => {
      live.onSaveValidation(() => this.props.getEntry?.() ?? this.props.entry);
      this.inner?.validate?.();
      this.revalidate();
    };
    onChange = (...args: unknown[]) => {
      (this.props.onChange as (...args: unknown[]) => void)(...args);
      later(live, (field) => field.flagged && field !== this);
    };
    isValid = (): unknown => {
      const own = this.inner?.isValid?.();
      if (own === false || (own && typeof own === 'object')) {
        if (own instanceof Promise || (own as { error?: unknown }).error) return own;
      }
      const { field, value } = this.props;
      const entry = this.props.getEntry?.() ?? this.props.entry;
      const problems = entryProblems(checking, entry);
      // An empty required field is Decap's to word (in check's words: staff-look.ts), or it would say so twice.
      const decaps = (p: Problem) =>
        p.code === 'missing-field' && field.get('required') !== false && empty(plain(value));
      const mine = onField(problems, plain(entry.get('data')), String(field.get('name')), plain(value)).filter(
        (p) => !decaps(p),
      );
      this.flagged = mine.length > 0;
      if (!mine.length) return own ?? true;
      return { error: { type: 'CUSTOM', message: mine.map((p) => p.message).join(' ') } };
    };
    /**
     * The control's own rule, which Decap's Widget asks its control for: the image widget renders a picture chosen
     * in the media library only through it (a change of mediaPaths, not of the value), the relation widget its
     * options (queryHits), lists and objects their fields (always). Without one, Widget's: the value or the style.
     */
    override shouldComponentUpdate(next: ControlProps): boolean {
      const own = this.inner?.shouldComponentUpdate;
      if (own) return own.call(this.inner, next);
      const changed = (key: string) => this.props[key] !== next[key];
      return changed('value') || changed('classNameWrapper') || changed('hasActiveStyle');
    }
    focus = (path?: string) => this.inner?.focus?.(path);
    /**
     * The value Decap tests against the field's pattern. Decap's image widget gives only the picture's file name,
     * which the schema's pattern of a whole path refuses; the pattern is check's, so it sees the path check sees.
     */
    getValidateValue = () =>
      pathValued(this.props.field) ? this.props.value : (this.inner?.getValidateValue?.() ?? this.props.value);
    override render() {
      const { field, collection } = this.props as ControlProps & { collection?: Immutable };
      const name = String(collection?.get('name'));
      const live =
        field.get('widget') === 'select'
          ? { field: liveOptions(field, name, checking.site.snapshot(), checking.slugsOf) }
          : {};
      return createElement(Inner, { ...this.props, ...live, onChange: this.onChange, ref: this.setInner });
    }
  };
}

/**
 * Wraps Decap's widgets with check's problems. A date is typed as text (date-widget.tsx) rather than picked in
 * Decap's date widget, which empties a date that does not exist (30 February) instead of keeping what was typed.
 */
export function registerChecks(checking: Checking, live: Live): void {
  for (const name of CHECKED_WIDGETS) {
    const widget = CMS.getWidget(name) as unknown as
      | ({ control: ComponentType<ControlProps> } & Record<string, unknown>)
      | undefined;
    if (!widget) continue;
    const { control, preview, ...rest } = widget;
    const inner = name === 'datetime' ? (TextDate as unknown as ComponentType<ControlProps>) : control;
    // Decap's types describe the control as its props; it is a component.
    CMS.registerWidget({
      ...rest,
      name,
      controlComponent: wrap(inner, checking, live),
      previewComponent: preview,
    } as unknown as Parameters<typeof CMS.registerWidget>[0]);
  }
}
