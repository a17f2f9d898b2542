import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useEffect, useRef } from 'react';
import type { MenuButtonProps, TakeHandOver } from './menu-button';

/**
 * The menu itself, on Headless UI's Menu (WAI-ARIA menu button: Enter, Space or the arrows open it; arrows, Home, End
 * and typing a letter move; Enter or a click chooses; Escape closes and gives focus back to the button; a click
 * elsewhere closes). Loaded lazily by menu-button.tsx, which shows a look-alike button until this arrives and hands
 * over what the user did meanwhile: the focus, and a press that should open the menu.
 */
export default function HeadlessMenuButton({
  button,
  items,
  buttonClassName,
  menuClassName,
  itemClassName,
  takeHandOver,
}: MenuButtonProps & { takeHandOver: TakeHandOver }) {
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = buttonRef.current;
    if (!element) return;
    const handOver = takeHandOver();
    if (handOver.focus) element.focus();
    // A key opens the menu on its first item, a pointer opens it as a click does: the way the user asked.
    if (handOver.open === 'keyboard') {
      element.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
    } else if (handOver.open === 'pointer') {
      element.click();
    }
    // Only what happened before this mounted: later presses reach the menu directly.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Menu as="div" className="relative">
      <MenuButton ref={buttonRef} className={buttonClassName}>
        {button}
      </MenuButton>
      {/* Not modal: the rest of the page stays readable and scrollable while a small menu is open. */}
      <MenuItems modal={false} className={menuClassName}>
        {items.map((item) => (
          <MenuItem key={item.key} as="button" type="button" className={itemClassName} onClick={item.onSelect}>
            {item.label}
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
