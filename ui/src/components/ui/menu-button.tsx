import { useCallback, useEffect, useRef, useState } from 'react';
import type { ComponentType, KeyboardEvent, MouseEvent, ReactNode } from 'react';

export interface MenuButtonItem {
  readonly key: string;
  readonly label: ReactNode;
  readonly onSelect: () => void;
}

export interface MenuButtonProps {
  button: ReactNode;
  items: readonly MenuButtonItem[];
  buttonClassName?: string;
  /** Places the popup: absolute against the button's relative wrapper (e.g. `absolute end-0 mt-2`). */
  menuClassName?: string;
  itemClassName?: string;
}

/** How the user asked for the menu before it had loaded. */
export type PendingOpen = 'keyboard' | 'pointer' | null;

/** What the look-alike button hands over to the real menu when it arrives. */
export interface HandOver {
  readonly focus: boolean;
  readonly open: PendingOpen;
}

type HeadlessMenu = ComponentType<MenuButtonProps & { handOver: HandOver }>;

let loaded: HeadlessMenu | undefined;
let loading: Promise<HeadlessMenu> | undefined;

function loadMenu(): Promise<HeadlessMenu> {
  loading ??= import('./headless-menu-button').then((module) => (loaded = module.default));
  return loading;
}

/** When the browser is idle after the first paint (Safari has no requestIdleCallback). */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 200);
  return () => window.clearTimeout(handle);
}

/**
 * A button that opens a menu of actions, on Headless UI's Menu (headless-menu-button.tsx). Headless UI's Menu brings
 * about 26 kB gzip (its positioning and focus libraries) that the header would otherwise put into every screen's
 * first load, so it comes lazily: a look-alike button shows at once, the menu loads when the browser is idle or the
 * user reaches for the button, and what the user did meanwhile (focus, a press) carries over.
 */
export function MenuButton(props: MenuButtonProps) {
  const [real, setReal] = useState<{ Menu: HeadlessMenu; handOver: HandOver } | undefined>(() =>
    loaded ? { Menu: loaded, handOver: { focus: false, open: null } } : undefined,
  );
  const lookAlike = useRef<HTMLButtonElement>(null);
  const pending = useRef<PendingOpen>(null);

  // The real menu replaces the look-alike: it takes over the focus and any press not answered yet.
  const swap = useCallback((Menu: HeadlessMenu) => {
    setReal({ Menu, handOver: { focus: document.activeElement === lookAlike.current, open: pending.current } });
  }, []);

  useEffect(() => {
    if (real) return;
    let live = true;
    const cancel = whenIdle(() => void loadMenu().then((menu) => live && swap(menu)));
    return () => {
      live = false;
      cancel();
    };
  }, [real, swap]);

  if (real) return <real.Menu {...props} handOver={real.handOver} />;

  const ask = (open: PendingOpen) => {
    pending.current = open;
    void loadMenu().then(swap);
  };
  return (
    <div className="relative">
      <button
        ref={lookAlike}
        type="button"
        aria-haspopup="menu"
        aria-expanded={false}
        className={props.buttonClassName}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        // Enter and Space reach here as a click without a pointer (detail 0): a key asked.
        onClick={(event: MouseEvent) => ask(event.detail === 0 ? 'keyboard' : 'pointer')}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          ask('keyboard');
        }}
      >
        {props.button}
      </button>
    </div>
  );
}
