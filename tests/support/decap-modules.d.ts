// The parts of Decap CMS's published builds the tests load (decap.ts); the packages ship no types for them.
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
