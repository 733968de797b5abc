// ajv's validators, with all errors collected, add the errors of each schema they call by reference (an area of a
// region, a paragraph of a page) with `vErrors = vErrors === null ? ref.errors : vErrors.concat(ref.errors)`:
// a new copy of every error so far at each failing call, so that a list of many bad entries took time in the
// square of their number. The code ajv generates is rewritten to append the callee's errors in place, which is
// what ajv does with the errors a schema finds itself (vErrors.push). The result is the same list, in the same
// order: the callee's array is never read again once its caller has it (each call makes a new one).

/** ajv's merge of a called schema's errors (vocabularies/core/ref.ts, addErrorsFrom), as it generates it. */
const CONCAT = /vErrors = vErrors === null \? ([\w$.]+\.errors) : vErrors\.concat\(\1\);/g;

/** The same merge, appending in place. */
const APPEND = 'if (vErrors === null) vErrors = $1; else for (const refError of $1) vErrors.push(refError);';

/**
 * `code` (ajv's generated code for one validator, or a standalone module of many) with every merge of a called
 * schema's errors appending in place. Throws if any other `concat` of the errors is left, so that an ajv whose
 * generated code has changed is noticed, not quietly slow.
 */
export function mergeErrorsInPlace(code: string): string {
  const rewritten = code.replace(CONCAT, APPEND);
  if (rewritten.includes('vErrors.concat('))
    throw new Error('generator bug: ajv merges errors in a way merge-errors.ts does not know; update its pattern');
  return rewritten;
}
