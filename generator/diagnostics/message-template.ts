// The small template language of the diagnostics catalogue (catalogue.ts). A message or hint is written as the
// sentence it makes, with named places that the stage reporting the problem fills in:
//   {name}                  the value, as text
//   {name|entry|entries}    a count and its noun: "1 entry", "3 entries"
//   {#name}…{/name}         that part only when name is given (not undefined, false or '')
//   {^name}…{/name}         that part only when it is not
//   {{ and }}               a literal { or }
// Params reads the parameter type from the template itself, so a stage that leaves out a value, or passes one the
// template does not use, does not compile; render throws "generator bug" should one slip through anyway.

export type Value = string | number;

interface Names {
  /** {name}: a value the text needs. */
  text: string;
  /** {name|one|many}: a number the text needs. */
  count: string;
  /** {#name} and {^name}: a value that may be left out. */
  gate: string;
}
type None = { text: never; count: never; gate: never };
type Add<N extends Names, K extends keyof Names, Name extends string> = {
  [P in keyof Names]: P extends K ? N[P] | Name : N[P];
};

/** The names of a template; a place inside a section named after itself (`{#near}…{near}…{/near}`) counts as the section's. */
type Scan<T extends string, Open extends string, N extends Names> = T extends `${string}{${infer Rest}`
  ? Rest extends `{${infer After}`
    ? Scan<After, Open, N>
    : Rest extends `${infer Tag}}${infer After}`
      ? Tag extends `#${infer Name}` | `^${infer Name}`
        ? Scan<After, Open | Name, Add<N, 'gate', Name>>
        : Tag extends `/${infer Name}`
          ? Scan<After, Exclude<Open, Name>, N>
          : Tag extends `${infer Name}|${string}`
            ? Scan<After, Open, Name extends Open ? N : Add<N, 'count', Name>>
            : Scan<After, Open, Tag extends Open ? N : Add<N, 'text', Tag>>
      : N
  : N;

type Flat<T> = { [K in keyof T]: T[K] } & {};

type ParamsOfNames<N extends Names> = Flat<
  { [K in N['text']]: Value } & { [K in Exclude<N['count'], N['text']>]: number } & {
    [K in Exclude<N['gate'], N['text'] | N['count']>]?: Value | boolean | undefined;
  }
>;

/** The values a template needs: `Params<'"{href}" is not a page{#near}; did you mean "{near}"?{/near}'>` is `{ href: Value; near?: … }`. */
export type Params<T extends string> = ParamsOfNames<Scan<T, never, None>>;

const TAG = /\{\{|\}\}|\{([#^/]?)(\w+)(?:\|([^{}|]*)\|([^{}|]*))?\}/g;

const given = (value: unknown) => value !== undefined && value !== null && value !== false && value !== '';

const bug = (context: string, problem: string) => new Error(`generator bug: ${context}: ${problem}`);

/** The template with its places filled in from `values`; `context` names the template in a generator bug. */
export function render(template: string, values: Readonly<Record<string, unknown>>, context: string): string {
  const open: Array<{ name: string; shown: boolean }> = [];
  const visible = () => open.every((section) => section.shown);
  let out = '';
  let last = 0;
  for (const match of template.matchAll(TAG)) {
    const [token, sigil, name, one, many] = match as unknown as [
      string,
      string,
      string,
      string | undefined,
      string | undefined,
    ];
    if (visible()) out += template.slice(last, match.index);
    last = match.index + token.length;
    if (token === '{{' || token === '}}') {
      if (visible()) out += token[0];
    } else if (sigil === '#' || sigil === '^') {
      open.push({ name, shown: given(values[name]) === (sigil === '#') });
    } else if (sigil === '/') {
      if (open.pop()?.name !== name) throw bug(context, `{/${name}} closes no {#${name}}`);
    } else if (visible()) {
      const value = values[name];
      if (value === undefined || value === null) throw bug(context, `no value for {${name}}`);
      out += one === undefined ? String(value) : `${String(value)} ${Number(value) === 1 ? one : many}`;
    }
  }
  if (open.length) throw bug(context, `{#${open.at(-1)!.name}} is never closed`);
  return visible() ? out + template.slice(last) : out;
}

/** Every name a template uses, in order of first use: its places and its sections. */
export function placeholders(template: string): string[] {
  return [...new Set([...template.matchAll(TAG)].flatMap((m) => (m[2] === undefined ? [] : [m[2]])))];
}

/** What is wrong with a template's syntax (a lone brace, a section left open), or undefined. */
export function syntaxProblem(template: string): string | undefined {
  const left = template.replace(TAG, '');
  if (/[{}]/.test(left)) return `a { or } that is not part of a place (write {{ or }} for the character itself)`;
  try {
    render(template, Object.fromEntries(placeholders(template).map((name) => [name, 1])), 'template');
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}
