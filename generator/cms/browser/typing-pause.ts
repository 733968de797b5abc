// Work that follows the entry as it is edited but is too much to do on every key: the preview checks the whole site
// with the entry in place and renders its pages; the Changes view renders every page of the site twice. Both are
// made again once typing pauses, so that typing stays quick on a modest laptop and in a long entry.
import { useEffect, useRef, useState } from 'react';

/** How long typing must pause before that work is done again. */
const PAUSE_MS = 400;

const sameInputs = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

export interface Paused<T> {
  /** What `make` gave for the inputs of the last pause (none yet when the first waits for one). */
  made?: T;
  /** Whether `made` is of the inputs as they are now, or typing has moved on since. */
  current: boolean;
}

/**
 * `make()` for `inputs` (compared as React compares a hook's dependencies), made again once they have stood still for
 * PAUSE_MS. With `atOnce`, the first is made during the first render (what the entry shows when it opens); without,
 * after the first pause too. `make` must not throw: it reports its own failure in what it returns.
 */
export function usePaused<T>(make: () => T, inputs: readonly unknown[], atOnce = false): Paused<T> {
  const [held, setHeld] = useState(() => (atOnce ? { made: make(), inputs } : undefined));
  const latest = useRef(make);
  latest.current = make;
  const current = held !== undefined && sameInputs(held.inputs, inputs);
  // After every render: a change of the inputs starts the wait again; a render for any other reason leaves it be.
  const waiting = useRef<{ inputs: readonly unknown[]; timer: ReturnType<typeof setTimeout> }>(undefined);
  useEffect(() => {
    const alreadyWaiting = waiting.current !== undefined && sameInputs(waiting.current.inputs, inputs);
    if (!current && alreadyWaiting) return;
    clearTimeout(waiting.current?.timer);
    waiting.current = undefined;
    if (current) return;
    const timer = setTimeout(() => {
      waiting.current = undefined;
      setHeld({ made: latest.current(), inputs });
    }, PAUSE_MS);
    waiting.current = { inputs, timer };
  });
  useEffect(() => () => clearTimeout(waiting.current?.timer), []);
  return { ...(held ? { made: held.made } : {}), current };
}
