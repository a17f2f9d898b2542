import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts, toast } from './toast-store';

describe('toast store (spec section 4)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one notification at a time: a new one replaces the current one', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    expect(getToasts().map((item) => [item.title, item.variant, item.open])).toEqual([['Second', 'destructive', true]]);
  });

  it('closes a dismissed toast at once and forgets it after its closing animation', () => {
    vi.useFakeTimers();
    const shown = toast({ title: 'Saved', variant: 'success' });
    shown.dismiss();
    expect(getToasts()).toEqual([expect.objectContaining({ id: shown.id, open: false })]);
    vi.advanceTimersByTime(3000);
    expect(getToasts()).toEqual([]);
  });
});
