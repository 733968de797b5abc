// Filling a cache a few entries at a time: the share cards and the pictures are made so, each entry's work partly on
// the main thread and partly on libuv's, so that one waits while another runs.

/**
 * Calls `each` for every item in order, with at most `limit` calls running at once; settles when all have, and
 * rejects with the first failure (the calls under way still end). The items are read by index: a queue emptied
 * with shift() copies what is left of a large array on each call, which made a pass over 30,000 cards quadratic.
 */
export async function atMost<T>(limit: number, items: readonly T[], each: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await each(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
