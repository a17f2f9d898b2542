import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { CSSProperties, PointerEvent as ReactPointerEvent } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { DEFAULT_TOAST_DURATION_MS, dismissToast, useToasts } from './toast-store';
import type { ToastItem, ToastVariant } from './toast-store';
import { toastCloseButtonClasses, toastVariantClasses } from './toast-variants';

const variantIcons: Record<ToastVariant, typeof Info> = {
  default: Info,
  destructive: CircleAlert,
  success: CircleCheck,
};

/** How far a toast is swiped toward the screen's inline end before it closes (spec: 50 px). */
const SWIPE_CLOSE_PX = 50;

/**
 * The notification area (spec section 9): F8 focuses it; a toast closes by itself after its time, which stands still
 * while the pointer is over the area or focus is in it; Escape closes the focused toast; a swipe of 50 px toward the
 * inline end (right, or left in Arabic) closes it. Each toast is a status (an alert when destructive), so it is
 * announced once. Written here rather than taken from a library: Radix Toast cost the sign-in and dashboard bundle
 * some 5 kB gzip for these few behaviours, and the bilingual UI needed that room (issue 46).
 */
export function Toaster() {
  const toasts = useToasts();
  const t = useT();
  const region = useRef<HTMLElement>(null);
  const [held, setHeld] = useState({ hovered: false, focused: false });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        region.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const paused = held.hovered || held.focused;
  return (
    // Bottom end, above the fixed footer and the Add Member button: at the top they covered the header's connection
    // status and profile menu (issue 10, item 13). The area itself lets clicks through to the page (a dialog's button
    // under it); only the toasts take them.
    <section
      ref={region}
      tabIndex={-1}
      aria-label={t('kit.toast.region')}
      onFocus={() => setHeld((now) => ({ ...now, focused: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld((now) => ({ ...now, focused: false }));
      }}
      className="pointer-events-none fixed end-0 bottom-32 z-[100] flex max-h-[calc(100vh-12rem)] w-full flex-col gap-2 overflow-y-auto p-4 outline-none md:max-w-[420px]"
    >
      {toasts.map((item) => (
        <ToastView
          key={item.id}
          item={item}
          paused={paused}
          onHover={(hovered) => setHeld((now) => ({ ...now, hovered }))}
        />
      ))}
    </section>
  );
}

/** Counts down a toast's time while it is open and not held, keeping what is left across a pause. */
function useCountdown(item: ToastItem, paused: boolean): void {
  const left = useRef(item.duration ?? DEFAULT_TOAST_DURATION_MS);
  useEffect(() => {
    if (!item.open || paused || !Number.isFinite(left.current)) return;
    const started = performance.now();
    const timer = setTimeout(() => dismissToast(item.id), left.current);
    return () => {
      clearTimeout(timer);
      left.current -= performance.now() - started;
    };
  }, [item.id, item.open, paused]);
}

/** Follows a horizontal swipe; past SWIPE_CLOSE_PX toward the inline end it closes the toast, else it springs back. */
function useSwipe(id: string) {
  const start = useRef<number | null>(null);
  const [swipe, setSwipe] = useState<{ state: 'move' | 'cancel' | 'end'; x: number } | null>(null);
  const towardEnd = (element: Element, dx: number) => (getComputedStyle(element).direction === 'rtl' ? -dx : dx);
  return {
    swipe,
    handlers: {
      onPointerDown: (event: ReactPointerEvent<HTMLElement>) => {
        if ((event.target as Element).closest('button')) return;
        start.current = event.clientX;
        event.currentTarget.setPointerCapture(event.pointerId);
      },
      onPointerMove: (event: ReactPointerEvent<HTMLElement>) => {
        if (start.current === null) return;
        const dx = event.clientX - start.current;
        if (towardEnd(event.currentTarget, dx) > 0) setSwipe({ state: 'move', x: dx });
      },
      onPointerUp: (event: ReactPointerEvent<HTMLElement>) => {
        if (start.current === null) return;
        const dx = event.clientX - start.current;
        start.current = null;
        if (towardEnd(event.currentTarget, dx) >= SWIPE_CLOSE_PX) {
          setSwipe({ state: 'end', x: dx });
          dismissToast(id);
        } else setSwipe({ state: 'cancel', x: 0 });
      },
    },
  };
}

/** One toast; the pointer over it holds every toast's time (the area between them lets clicks through). */
function ToastView({
  item,
  paused,
  onHover,
}: {
  item: ToastItem;
  paused: boolean;
  onHover: (hovered: boolean) => void;
}) {
  const t = useT();
  const variant = item.variant ?? 'default';
  const Icon = variantIcons[variant];
  const destructive = variant === 'destructive';
  useCountdown(item, paused);
  const { swipe, handlers } = useSwipe(item.id);
  return (
    <div
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      // A closed toast stays a moment for its closing animation: no longer there for assistive technology, and its
      // buttons no longer reachable by the keyboard (a hidden element must not hold focusable ones).
      aria-hidden={item.open ? undefined : true}
      inert={!item.open}
      data-state={item.open ? 'open' : 'closed'}
      data-swipe={swipe?.state}
      style={swipe ? ({ '--toast-swipe-x': `${swipe.x}px` } as CSSProperties) : undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismissToast(item.id);
      }}
      onPointerEnter={() => onHover(true)}
      onPointerLeave={() => onHover(false)}
      {...handlers}
      className={`toast pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 rounded-lg border p-4 pe-10 shadow-lg ${toastVariantClasses[variant]}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="grid gap-1" data-toast-text="">
        <p className="text-sm font-semibold">{item.title}</p>
        {item.description ? <p className="text-sm">{item.description}</p> : null}
        {item.action ? (
          <button
            type="button"
            aria-label={item.action.altText}
            onClick={() => {
              item.action?.onClick();
              dismissToast(item.id);
            }}
            className="mt-2 inline-flex w-fit rounded-md border border-current px-3 py-1 text-sm font-medium"
          >
            {item.action.label}
          </button>
        ) : null}
      </div>
      <button
        type="button"
        aria-label={t('kit.toast.close')}
        onClick={() => dismissToast(item.id)}
        className={toastCloseButtonClasses}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
