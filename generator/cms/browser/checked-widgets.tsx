// Check's problems beside their fields. Each of Decap's widgets is wrapped: when Decap validates the form (on
// save), the wrapper asks check (site-check.ts) about the whole entry and refuses the save with check's own words
// for the problems on its field. A widget does not know where it is in the entry; a problem is on it when the
// problem's path ends at a key of the widget's name (or at an item of its list) and the entry holds the widget's
// value there. What no widget claims (a problem on the whole file) stops the save in preSave, with its words.
import CMS from 'decap-cms-app';
import { Component, type ComponentType, createElement } from 'react';
import type { SchemaRegistry } from '../../validate/schema-registry.ts';
import type { Snapshot } from '../build/snapshot.ts';
import { CHECKED_WIDGETS } from '../config/widgets.ts';
import { toText } from './format.ts';
import { FOLDERS } from './site.ts';
import { type Path, type Problem, problemsOf } from './site-check.ts';

type Immutable = { toJS(): unknown; get(key: string): unknown };
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
  shouldComponentUpdate?: (next: ControlProps) => boolean;
  focus?: (path?: string) => void;
  getValidateValue?: () => unknown;
  getWrappedInstance?: () => Control;
}

const plain = (value: unknown): unknown =>
  value && typeof (value as Immutable).toJS === 'function' ? (value as Immutable).toJS() : value;

/** The file an entry is saved to: its own, or for a new entry of a folder collection, `<folder>/<slug>.yaml`. */
export function fileOf(entry: Immutable): string | undefined {
  const existing = entry.get('path');
  if (typeof existing === 'string' && existing) return existing;
  const folder = FOLDERS[String(entry.get('collection'))];
  const slug = (plain(entry.get('data')) as Record<string, unknown> | undefined)?.slug;
  return folder && typeof slug === 'string' ? `${folder}/${slug}.yaml` : undefined;
}

const checked = new WeakMap<object, Problem[]>();

/** check's problems with the entry as it is in the form (kept while the entry's data is the same object). */
function entryProblems(snapshot: Snapshot, schemas: SchemaRegistry, entry: Immutable): Problem[] {
  const data = entry.get('data') as object;
  const known = checked.get(data);
  if (known) return known;
  const file = fileOf(entry);
  const values = plain(data) as Record<string, unknown>;
  const problems = file
    ? problemsOf(snapshot, schemas, file, toText(values, FOLDERS[String(entry.get('collection'))]))
    : [];
  checked.set(data, problems);
  return problems;
}

function valueAt(data: unknown, path: Path): unknown {
  let node = data;
  for (const step of path)
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[step] : undefined;
  return node;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The problems on the field named `name` holding `value`. */
function onField(problems: readonly Problem[], data: unknown, name: string, value: unknown): Problem[] {
  return problems.filter((problem) => {
    // A problem on an item of a list of plain values is shown on the list.
    const path = typeof problem.path.at(-1) === 'number' ? problem.path.slice(0, -1) : problem.path;
    return path.at(-1) === name && same(valueAt(data, path), value);
  });
}

/**
 * The checked fields on the page. Decap validates a field when it is left (if it has a pattern) and on save, each
 * field by itself, and clears a field's errors only when that field changes. check's problems are about the whole
 * entry, so a field's can be put right elsewhere (a town's missing slug typed in after its name was left), and
 * Decap's save does not reach every field inside a list (its list and object controls pass their children's refs
 * up in place of their own). So fields are validated again from here: those showing a problem after any change,
 * and all of them when a save is refused.
 */
interface Live {
  fields: Set<{ revalidate: () => void; flagged: boolean }>;
}

/** Again after the change has reached Decap's store. */
const later = (live: Live, only: (field: { flagged: boolean }) => boolean) =>
  setTimeout(() => {
    for (const field of live.fields) if (only(field)) field.revalidate();
  });

function wrap(Inner: ComponentType<ControlProps>, snapshot: Snapshot, schemas: SchemaRegistry, live: Live) {
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
      const problems = entryProblems(snapshot, schemas, entry).filter((p) => p.severity === 'error');
      const mine = onField(problems, plain(entry.get('data')), String(field.get('name')), plain(value));
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
    getValidateValue = () => this.inner?.getValidateValue?.() ?? this.props.value;
    override render() {
      return createElement(Inner, { ...this.props, onChange: this.onChange, ref: this.setInner });
    }
  };
}

/** Wraps Decap's widgets, and stops a save with check's words for what no field shows. */
export function registerChecks(snapshot: Snapshot, schemas: SchemaRegistry): void {
  const live: Live = { fields: new Set() };
  for (const name of CHECKED_WIDGETS) {
    const widget = CMS.getWidget(name) as unknown as
      | ({ control: ComponentType<ControlProps> } & Record<string, unknown>)
      | undefined;
    if (!widget) continue;
    const { control, preview, ...rest } = widget;
    // Decap's types describe the control as its props; it is a component.
    CMS.registerWidget({
      ...rest,
      name,
      controlComponent: wrap(control, snapshot, schemas, live),
      previewComponent: preview,
    } as unknown as Parameters<typeof CMS.registerWidget>[0]);
  }
  CMS.registerEventListener({
    name: 'preSave',
    handler: ({ entry }: { entry: Immutable }) => {
      const file = fileOf(entry);
      const problems = entryProblems(snapshot, schemas, entry).filter((p) => p.severity === 'error');
      if (!problems.length) return undefined;
      // Each field then shows its own, wherever Decap's save did not reach.
      later(live, () => true);
      throw new Error(problems.map((p) => `${file}:${p.line}:${p.col} ${p.message}`).join('\n'));
    },
  });
}
