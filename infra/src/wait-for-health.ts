/** Polls a health URL until it answers 200, the time is up, or `signal` aborts (the launcher is stopping). */
export async function waitForHealth(url: string, timeoutMs: number, signal?: AbortSignal): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    signal?.throwIfAborted();
    try {
      const response = await fetch(url);
      if (response.ok) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} not healthy after ${timeoutMs} ms (last: ${last})`);
}
