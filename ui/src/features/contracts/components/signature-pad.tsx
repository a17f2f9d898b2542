import { useImperativeHandle, useRef, useState } from 'react';
import type { PointerEvent, Ref } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { useT } from '../../../lib/i18n/use-t';

/** What the signing form asks of the pad: whether anything is signed, and the signature as a PNG. */
export interface SignaturePadHandle {
  readonly isEmpty: () => boolean;
  readonly toPng: () => Promise<Blob | null>;
}

const WIDTH = 600;
const HEIGHT = 200;

/**
 * A signature drawn with a finger, pen or mouse (pointer events, so touch on the desk's tablet too), with Clear; for
 * whoever cannot draw, the name typed in the field is written onto the pad instead (keyboard only). The canvas is
 * named for screen readers and says whether it holds a signature.
 */
export function SignaturePad({ ref, onChange }: { ref: Ref<SignaturePadHandle>; onChange: (signed: boolean) => void }) {
  const t = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [inked, setInked] = useState(false);
  const [typed, setTyped] = useState('');

  const context = () => canvas.current?.getContext('2d') ?? null;
  const mark = (signed: boolean) => {
    setInked(signed);
    onChange(signed);
  };
  const clear = () => {
    context()?.clearRect(0, 0, WIDTH, HEIGHT);
    setTyped('');
    mark(false);
  };

  useImperativeHandle(
    ref,
    () => ({
      isEmpty: () => !inked,
      toPng: () =>
        new Promise<Blob | null>((resolve) =>
          canvas.current ? canvas.current.toBlob(resolve, 'image/png') : resolve(null),
        ),
    }),
    [inked],
  );

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * WIDTH,
      y: ((event.clientY - box.top) / box.height) * HEIGHT,
    };
  };
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const pen = context();
    if (!pen) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    pen.lineWidth = 2.5;
    pen.lineCap = 'round';
    pen.lineJoin = 'round';
    pen.strokeStyle = '#0f172a';
    pen.beginPath();
    pen.moveTo(x, y);
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const pen = context();
    if (!drawing.current || !pen) return;
    const { x, y } = point(event);
    pen.lineTo(x, y);
    pen.stroke();
    if (!inked) mark(true);
  };
  const end = () => {
    drawing.current = false;
  };

  /** The typed name written on the pad, in place of a drawn signature. */
  const writeTyped = (name: string) => {
    setTyped(name);
    const pen = context();
    if (!pen) return;
    pen.clearRect(0, 0, WIDTH, HEIGHT);
    const text = name.trim();
    if (text) {
      pen.fillStyle = '#0f172a';
      pen.font = 'italic 44px serif';
      pen.textAlign = 'center';
      pen.textBaseline = 'middle';
      pen.fillText(text, WIDTH / 2, HEIGHT / 2, WIDTH - 40);
    }
    mark(text.length > 0);
  };

  return (
    <div className="grid gap-2">
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={inked ? t('contracts.pad.signed') : t('contracts.pad.empty')}
        data-testid="signature-pad"
        className="h-auto w-full max-w-xl touch-none rounded-md border-2 border-dashed border-slate-400 bg-white"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        onPointerLeave={end}
      />
      <div className="flex flex-wrap items-end gap-3">
        <Button variant="secondary" onClick={clear}>
          {t('contracts.pad.clear')}
        </Button>
        <div className="min-w-60 grow">
          <TextField
            label={t('contracts.pad.typeLabel')}
            hint={t('contracts.pad.typeHint')}
            value={typed}
            onChange={(event) => writeTyped(event.target.value)}
          />
        </div>
      </div>
    </div>
  );
}
