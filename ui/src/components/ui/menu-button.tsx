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

/**
 * Read by the real menu once it is on the page, not when the swap was asked for: a press that lands between the two
 * (a busy machine takes a while to render) would otherwise be lost, and the menu would not open.
 */
export type TakeHandOver = () => HandOver;

type HeadlessMenu = ComponentType<MenuButtonProps & { takeHandOver: TakeHandOver }>;

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
  const [Real, setReal] = useState<HeadlessMenu | undefined>(() => loaded);
  const pending = useRef<PendingOpen>(null);
  const focused = useRef(false);
  /** Set once the real menu is on its way: the look-alike's blur as it leaves the page is not the user's. */
  const swapping = useRef(false);

  const swap = useCallback((Menu: HeadlessMenu) => {
    swapping.current = true;
    setReal(() => Menu);
  }, []);
  const takeHandOver = useCallback<TakeHandOver>(() => {
    const handOver = { focus: focused.current, open: pending.current };
    focused.current = false;
    pending.current = null;
    return handOver;
  }, []);

  useEffect(() => {
    if (Real) return;
    let live = true;
    const cancel = whenIdle(() => void loadMenu().then((menu) => live && swap(menu)));
    return () => {
      live = false;
      cancel();
    };
  }, [Real, swap]);

  // The real menu reads the hand-over as it mounts (empty when it was loaded before this button showed).
  if (Real) return <Real {...props} takeHandOver={takeHandOver} />;

  const ask = (open: PendingOpen) => {
    pending.current = open;
    void loadMenu().then(swap);
  };
  return (
    <div className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={false}
        className={props.buttonClassName}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => {
          focused.current = true;
          void loadMenu();
        }}
        onBlur={() => {
          if (!swapping.current) focused.current = false;
        }}
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
