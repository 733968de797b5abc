// What ajv compiles while some code runs: proof that validators came from the cache (.cache/validators/).
import { Ajv } from 'ajv';
import { vi } from 'vitest';

/** `run`'s result, and how many schemas ajv compiled meanwhile (it compiles each on its first use). */
export function compilations<T>(run: () => T): { value: T; count: number } {
  const spy = vi.spyOn(Ajv.prototype as unknown as { _compileSchemaEnv(): unknown }, '_compileSchemaEnv');
  try {
    return { value: run(), count: spy.mock.calls.length };
  } finally {
    spy.mockRestore();
  }
}
