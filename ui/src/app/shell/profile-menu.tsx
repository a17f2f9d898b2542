import { ChevronDown, KeyRound, Languages, LogOut, Settings } from 'lucide-react';
import { useNavigate } from 'react-router';
import { MenuButton } from '../../components/ui/menu-button';
import type { MenuButtonItem } from '../../components/ui/menu-button';
import { useCan, useSessionUser } from '../../hooks/use-session-user';
import { UserAvatar } from './user-avatar';
import { LANGUAGE_NAMES, LOCALES } from '../../lib/i18n/locale';
import { useLocale } from '../../lib/i18n/use-locale';
import { useT } from '../../lib/i18n/use-t';
import { roleNameIn } from '../../lib/i18n/role-name';
import { useChooseLanguage } from '../../lib/api/choose-language';

const itemClasses =
  'flex w-full items-center gap-2 px-4 py-2 text-start text-sm text-slate-800 outline-none data-focus:bg-slate-100';

/**
 * The header's profile menu (arrow keys, Escape, focus return). The gym's Settings only for who may open them; the
 * user's own password for everyone (issue 10, item 13: the receptionist had no way to change theirs).
 */
export function ProfileMenu({ onLogout }: { onLogout: () => void }) {
  const user = useSessionUser();
  const canManageSettings = useCan('canManageSettings');
  const navigate = useNavigate();
  const t = useT();
  const { locale, changeLocale } = useLocale();
  const chooseLanguage = useChooseLanguage();
  const otherLocale = LOCALES.find((candidate) => candidate !== locale)!;
  const name = user?.name || t('app.profile.user');
  const items: MenuButtonItem[] = [
    ...(canManageSettings
      ? [
          {
            key: 'settings',
            label: (
              <>
                <Settings aria-hidden="true" className="size-4" />
                {t('app.profile.settings')}
              </>
            ),
            onSelect: () => void navigate('/settings'),
          },
        ]
      : []),
    {
      key: 'password',
      label: (
        <>
          <KeyRound aria-hidden="true" className="size-4" />
          {t('app.profile.changePassword')}
        </>
      ),
      onSelect: () => void navigate('/account/password'),
    },
    {
      key: 'language',
      label: (
        <>
          <Languages aria-hidden="true" className="size-4" />
          <span lang={otherLocale}>{LANGUAGE_NAMES[otherLocale]}</span>
        </>
      ),
      // This browser switches at once; the account keeps the choice for every desk.
      onSelect: () => {
        chooseLanguage.mutate(otherLocale);
        void changeLocale(otherLocale);
      },
    },
    {
      key: 'logout',
      label: (
        <>
          <LogOut aria-hidden="true" className="size-4" />
          {t('app.profile.logout')}
        </>
      ),
      onSelect: onLogout,
    },
  ];
  return (
    <MenuButton
      buttonClassName="flex items-center gap-2 rounded-md p-1 text-start hover:bg-slate-100"
      menuClassName="absolute end-0 z-40 mt-2 w-48 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      itemClassName={itemClasses}
      items={items}
      button={
        <>
          <UserAvatar name={name} avatar={user?.avatar ?? null} />
          <span className="hidden min-w-0 sm:block">
            <span className="block truncate text-sm font-medium text-slate-900">{name}</span>
            {user?.roleName ? (
              <span className="block truncate text-xs text-slate-600">{roleNameIn(t, user.roleName)}</span>
            ) : null}
          </span>
          <span className="sr-only sm:hidden">{name}</span>
          <span className="sr-only">{t('app.profile.open')}</span>
          <ChevronDown aria-hidden="true" className="size-4 text-slate-600" />
        </>
      }
    />
  );
}
