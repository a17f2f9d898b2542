/**
 * An object a test file names at the top of its describe block and a `beforeAll` fills in: the tests read it when
 * they run, after the hook. Plain objects only (their own properties are copied in), so that spreading it, passing it
 * on or printing it sees the same fields as the value it stands for.
 */
export function filledBeforeAll<T extends object>(): readonly [holder: T, fill: (value: T) => void] {
  const holder = {} as T;
  return [holder, (value: T) => void Object.assign(holder, value)];
}
