import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Segment } from '@gym/modules/insight/marketing/marketing-contracts';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/use-t';
import { useDeleteSegment } from '../api/delete-segment';
import { SegmentDialog } from './segment-dialog';

/**
 * Saved segments with today's member count; with canEditMarketing each can be edited (live count while editing) or
 * deleted after a confirmation. The server refuses to delete a segment a campaign still sends to, and says which.
 */
export function SegmentsList({ segments, canEdit }: { segments: readonly Segment[]; canEdit: boolean }) {
  const t = useT();
  // The segment stays set while its dialog closes, so the title does not change during the fade.
  const [editing, setEditing] = useState<Segment | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [deleting, setDeleting] = useState<Segment | null>(null);
  const remove = useDeleteSegment();

  const confirmDelete = () => {
    if (!deleting) return;
    const segment = deleting;
    remove.mutate(segment.id, {
      onSuccess: () => toast({ variant: 'success', title: t('marketing.segments.deleted'), description: segment.name }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('marketing.segments.notDeleted', { name: segment.name }),
          description: errorMessage(error),
        }),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {segments.map((s) => (
          <li
            key={s.id}
            className="flex items-start justify-between gap-2 rounded-lg border border-slate-200 bg-white px-4 py-3"
          >
            <div>
              <p className="font-medium text-slate-900">{s.name}</p>
              <p className="text-sm text-slate-700">{t('marketing.segments.count', { count: s.count })}</p>
            </div>
            {canEdit ? (
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  className="px-2"
                  aria-label={t('marketing.segments.edit', { name: s.name })}
                  onClick={() => {
                    setEditing(s);
                    setEditOpen(true);
                  }}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  className="px-2"
                  aria-label={t('marketing.segments.delete', { name: s.name })}
                  onClick={() => setDeleting(s)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {editing ? <SegmentDialog open={editOpen} onClose={() => setEditOpen(false)} segment={editing} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('marketing.segments.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('marketing.segments.deleteDescription')}
        confirmLabel={t('marketing.segments.deleteConfirm')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
