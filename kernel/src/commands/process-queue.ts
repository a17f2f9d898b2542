/**
 * Runs tasks with the same key one after another within this process. Commands that take the next number of a
 * sequence all append to one stream; queued here they never collide with each other, and only another process's
 * command can make one decide again.
 */
export class ProcessQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const next = previous.then(task, task);
    const tail = next.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return next;
  }
}

/**
 * One queue per event store: in production a process has one store, so this is the process's queue; two app
 * instances in one test process (each with its own store over the same database) queue apart, as two processes do.
 */
const queues = new WeakMap<object, ProcessQueue>();
export function queueOf(store: object): ProcessQueue {
  let queue = queues.get(store);
  if (!queue) queues.set(store, (queue = new ProcessQueue()));
  return queue;
}
