import { Search } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { ComponentProps, ComponentType, KeyboardEvent } from 'react';
import { KIT_DIALOGS } from '../../lib/i18n/catalogue-names';
import { withCatalogues } from '../../lib/i18n/i18n';
import type { MemberPicker as Picker } from './member-picker';

type PickerProps = ComponentProps<typeof Picker>;

let loaded: typeof Picker | undefined;
let loading: Promise<typeof Picker> | undefined;

function loadPicker(): Promise<typeof Picker> {
  // With its messages: a page that takes the kit dialogs' catalogue on use (the dashboard) would show it blank a moment.
  loading ??= withCatalogues(() => import('./member-picker'), [KIT_DIALOGS]).then(
    (module) => (loaded = module.MemberPicker),
  );
  return loading;
}

/**
 * The member picker for a page whose first load must stay light (the dashboard: DESIGN section 8's 250 kB). Headless
 * UI's Combobox and its positioning library weigh about 40 kB gzip, so a look-alike box (the same label, role and
 * look) shows first and the picker loads when the user reaches for it (pointer over it, focus); the picker then takes
 * its place with what was typed meanwhile, the focus, and an Enter not yet answered.
 */
export function MemberPickerOnDemand(props: Omit<PickerProps, 'handOver' | 'autoFocus' | 'size'>) {
  const [Real, setReal] = useState<ComponentType<PickerProps> | undefined>(() => loaded);
  const [handOver, setHandOver] = useState({ text: '', enter: false, focus: false });
  const [text, setText] = useState('');
  const enter = useRef(false);
  const box = useRef<HTMLInputElement>(null);
  const id = useId();

  const reach = () =>
    void loadPicker().then((picker) => {
      setHandOver({
        text: box.current?.value ?? '',
        enter: enter.current,
        focus: document.activeElement === box.current,
      });
      setReal(() => picker);
    });

  if (Real) {
    return <Real {...props} handOver={handOver} autoFocus={handOver.focus} />;
  }
  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="mb-1 block text-sm font-medium text-slate-800">
        {props.label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-2.5 size-4 text-slate-500" />
        <input
          ref={box}
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="list"
          autoComplete="off"
          spellCheck={false}
          placeholder={props.placeholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onPointerEnter={() => void loadPicker()}
          onFocus={reach}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            enter.current = true;
          }}
          className="block w-full rounded-md border border-slate-300 bg-white py-2 ps-9 pe-9 text-sm text-slate-900 placeholder:text-slate-500"
        />
      </div>
      <p className="mt-1 min-h-5" />
    </div>
  );
}
