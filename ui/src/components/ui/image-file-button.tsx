import { Upload } from 'lucide-react';
import { useT } from '../../lib/i18n/use-t';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '../../lib/image-file';

interface ImageFileProps {
  /** Ties the button to its notes (from `useId`). */
  readonly id: string;
  /** Why the last picked file was not sent, if it was not. */
  readonly problem: string | undefined;
}

/**
 * A button that opens the file picker for an image (the gym's logo, a member's photo); the picked file goes to
 * `onPick`. While `busy` (uploading) it says so and takes no file.
 */
export function ImageFileButton({
  id,
  problem,
  label,
  busy,
  className,
  onPick,
}: ImageFileProps & { label: string; busy: boolean; className: string; onPick: (file: File | undefined) => void }) {
  const t = useT();
  return (
    <label
      htmlFor={id}
      className={`inline-flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white text-sm font-medium text-slate-900 hover:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600 ${className}`}
    >
      <Upload aria-hidden="true" className="size-4" />
      {busy ? t('kitDialogs.image.uploading') : label}
      <input
        id={id}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        className="sr-only"
        disabled={busy}
        aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
        onChange={(event) => {
          onPick(event.target.files?.[0]);
          // Picking the same file again after a fix should fire another change.
          event.target.value = '';
        }}
      />
    </label>
  );
}

/** What the picker takes, and why the last file was not sent. */
export function ImageFileNotes({ id, problem }: ImageFileProps) {
  const t = useT();
  return (
    <>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('kitDialogs.image.hint', { megabytes: IMAGE_MAX_BYTES / (1024 * 1024) })}
      </p>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </>
  );
}
