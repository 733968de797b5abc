// The validators, compiled by ajv from the schemas, that the admin's bundle is given (cms/build/admin-bundle.ts).
declare module 'site:validators' {
  const validators: Record<string, unknown>;
  export = validators;
}
