/**
 * Answers taken in the order they were asked for, however they arrive: `const next = inOrder()`, then
 * `await next(fetching)` settles only after every earlier call's promise has settled. A barcode scanner sends two
 * member numbers faster than their lookups answer; the desk must check them in, and show the last, in the order
 * scanned.
 */
export function inOrder(): <T>(answer: Promise<T>) => Promise<T> {
  let previous: Promise<unknown> = Promise.resolve();
  return <T>(answer: Promise<T>) => {
    const before = previous;
    // A failed answer does not hold the later ones back: its caller sees its failure, the queue goes on.
    previous = before.then(() => answer.catch(() => undefined));
    return before.then(() => answer);
  };
}
