// The validators of the schemas, compiled by ajv when generate last ran and bundled with the admin
// (generator/cms/build/admin-bundle.ts gives the module 'site:validators' their code), as check's schema registry.

import * as validators from 'site:validators';
import type { SchemaRegistry } from '../../validate/schema-registry.ts';
import type { Validator } from '../../validate/validator-cache.ts';
import type { Snapshot } from '../build/snapshot.ts';

export function bundledRegistry(snapshot: Snapshot): SchemaRegistry {
  const compiled = validators as unknown as Record<string, Validator>;
  return {
    key: 'admin',
    schemas: new Map(Object.entries(snapshot.schemas)),
    validator: (name) => {
      const found = compiled[name];
      if (!found) throw new Error(`The admin has no validator for the schema "${name}".`);
      return found;
    },
    save: () => undefined,
  };
}
