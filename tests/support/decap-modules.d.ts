// The parts of Decap CMS's published builds the tests load (decap.ts, and the list widget's summary template in
// cms-forms.test.ts); the packages ship no types for them.
declare module 'decap-cms-core/dist/esm/constants/configSchema.js' {
  /** Throws an error listing every problem when `config` is not a configuration Decap accepts. */
  export function validateConfig(config: unknown): void;
}
declare module 'decap-cms-core/dist/esm/lib/registry.js' {
  export function registerWidget(name: string, control: unknown, preview: unknown, schema?: object): void;
}
declare module 'decap-cms-widget-*' {
  const schema: object;
  export default schema;
}
declare module 'decap-cms-lib-widgets/dist/esm/stringTemplate.js' {
  /** Fills `{{…}}` in `template` from `data` (an Immutable Map), with Decap's filters (truncate, upper…). */
  export function compileStringTemplate(template: string, date: Date | null, identifier: string, data: unknown): string;
}
