/**
 * Timed waits that one call can end all at once: a loop that sleeps between tries or gathers events must not hold up
 * its own stop() for the rest of a wait.
 */
export class CutShortWaits {
  private readonly ends = new Set<() => void>();

  /** Resolves after `ms`, or as soon as `endAll()` is called. */
  wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const end = () => {
        clearTimeout(timer);
        this.ends.delete(end);
        resolve();
      };
      const timer = setTimeout(end, ms);
      this.ends.add(end);
    });
  }

  /** Ends every wait under way now. */
  endAll(): void {
    this.ends.forEach((end) => end());
  }
}
