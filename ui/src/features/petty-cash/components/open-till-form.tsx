import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast/toast-store';
import { serverMessage } from '../../../lib/server-message';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { useT } from '../../../lib/i18n/use-t';
import { useOpenTill } from '../api/till-commands';

/** Open a desk's till with the float counted into it. */
export function OpenTillForm() {
  const t = useT();
  const id = useId();
  const open = useOpenTill();
  const keys = useIdempotencyKeys();
  const [deskName, setDeskName] = useState(() => t('petty-cash.open.defaultDesk'));
  const [float, setFloat] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      const input = { deskName, float: Number(float || 0) };
      await open.mutateAsync({ input, idempotencyKey: keys.keyFor(input) });
      keys.done();
      toast({ variant: 'success', title: t('petty-cash.open.opened', { desk: deskName }) });
      setFloat('');
      setError(null);
    } catch (caught) {
      setError(serverMessage(caught) ?? t('petty-cash.open.failure'));
    }
  }

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={`${id}-heading`}
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {t('petty-cash.open.heading')}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1 font-medium text-slate-800">
          {t('petty-cash.open.desk')}
          <input
            value={deskName}
            onChange={(e) => setDeskName(e.target.value)}
            className="rounded-md border border-slate-300 px-2 py-1 font-normal"
          />
        </label>
        <label className="grid gap-1 font-medium text-slate-800">
          {t('petty-cash.open.float')}
          <input
            type="number"
            min={0}
            step="0.01"
            value={float}
            onChange={(e) => setFloat(e.target.value)}
            className="rounded-md border border-slate-300 px-2 py-1 font-normal"
          />
        </label>
        <Button type="submit" busy={open.isPending}>
          {t('petty-cash.open.submit')}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
          {error}
        </p>
      ) : null}
    </form>
  );
}
