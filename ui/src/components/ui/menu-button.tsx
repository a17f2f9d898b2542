import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

export interface MenuButtonItem {
  readonly key: string;
  readonly label: ReactNode;
  readonly onSelect: () => void;
}

/**
 * A button that opens a menu, following the WAI-ARIA menu button pattern: Enter, Space or ArrowDown open it on the
 * first item and ArrowUp on the last; arrows, Home and End move between items; Enter or a click chooses; Escape
 * closes and gives focus back to the button; Tab or a click elsewhere closes. Written out rather than taken from
 * Headless UI, whose Menu brings its positioning library (about 17 kB gzip) into every screen's first load for one
 * two-item menu in the header.
 */
export function MenuButton({
  button,
  items,
  buttonClassName,
  menuClassName,
  itemClassName,
}: {
  button: ReactNode;
  items: readonly MenuButtonItem[];
  buttonClassName?: string;
  menuClassName?: string;
  itemClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const buttonId = useId();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function openAt(index: number) {
    setActive(index);
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function choose(item: MenuButtonItem) {
    close(true);
    item.onSelect();
  }

  // Enter and Space reach the button as a click (which opens on the first item); only the arrows need handling here.
  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  }

  return (
    <div ref={root} className="relative">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        className={buttonClassName}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {button}
      </button>
      {open ? (
        <div id={menuId} role="menu" aria-labelledby={buttonId} className={menuClassName} onKeyDown={onMenuKeyDown}>
          {items.map((item, index) => (
            <button
              key={item.key}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={index === active ? 0 : -1}
              data-focus={index === active ? '' : undefined}
              className={itemClassName}
              onClick={() => choose(item)}
              onPointerMove={() => setActive(index)}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
