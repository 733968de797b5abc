import { describe, expect, it } from 'vitest';
import { atMost } from '../../generator/cache/at-most.ts';

/** A call that ends when the test says so. */
function pending() {
  let end!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<void>((resolve, reject) => ((end = resolve), (fail = reject)));
  return { done, end, fail };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('atMost', () => {
  it('starts the items in order, never more than the limit at once, and settles when the last ends', async () => {
    const calls = new Map<number, ReturnType<typeof pending>>();
    let running = 0;
    let most = 0;
    let settled = false;
    const all = atMost(2, [1, 2, 3, 4, 5], async (item) => {
      const call = pending();
      calls.set(item, call);
      most = Math.max(most, ++running);
      await call.done;
      running--;
    }).then(() => (settled = true));
    await settle();
    expect([...calls.keys()]).toEqual([1, 2]);
    calls.get(2)!.end();
    await settle();
    expect([...calls.keys()]).toEqual([1, 2, 3]);
    for (const item of [1, 3]) calls.get(item)!.end();
    await settle();
    expect([...calls.keys()]).toEqual([1, 2, 3, 4, 5]);
    calls.get(4)!.end();
    await settle();
    expect(settled).toBe(false);
    calls.get(5)!.end();
    await all;
    expect(most).toBe(2);
  });

  it('calls each item of a long list once', async () => {
    const items = Array.from({ length: 50_000 }, (_, i) => i);
    const seen: number[] = [];
    await atMost(3, items, async (item) => void seen.push(item));
    expect(seen).toEqual(items);
  });

  it('settles at once for no items, and rejects with a failure', async () => {
    await expect(atMost(2, [], async () => {})).resolves.toBeUndefined();
    await expect(
      atMost(2, ['a', 'b', 'c'], async (item) => {
        if (item === 'b') throw new Error('b failed');
      }),
    ).rejects.toThrow('b failed');
  });
});
