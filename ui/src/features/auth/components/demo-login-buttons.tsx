import type { DemoAccount, LoginAnswer } from '@gym/modules/people/accounts/auth-contracts';
import { Button } from '../../../components/ui/button';
import { clearAllStorage } from '../../../lib/storage';
import { useDemoLogin } from '../api/demo-login';
import { useDemoInfo } from '../api/get-demo-info';
import { toastLoginFailed } from './login-feedback';
import { useT } from '../../../lib/i18n/use-t';

const buttonText: Record<DemoAccount, string> = {
  reception: 'auth.demo.reception',
  admin: 'auth.demo.admin',
};

interface DemoLoginButtonsProps {
  locked: boolean;
  onSignedIn: (answer: LoginAnswer, label: string) => void;
}

/**
 * The spec's shortcut logins, made safe: they exist only when the server says demo mode is on, and they sign in
 * through the server as the demo accounts (no placeholder token, no user record minted in the browser).
 */
export function DemoLoginButtons({ locked, onSignedIn }: DemoLoginButtonsProps) {
  const { data } = useDemoInfo();
  const demoLogin = useDemoLogin();
  const t = useT();
  if (!data?.enabled || data.accounts.length === 0) return null;

  const signIn = async (account: DemoAccount, label: string) => {
    // Spec section 4: a shortcut starts from empty local and session storage.
    clearAllStorage();
    try {
      onSignedIn(await demoLogin.mutateAsync(account), label);
    } catch (error) {
      toastLoginFailed(error);
    }
  };

  return (
    <div className="grid gap-2 sm:grid-cols-2" role="group" aria-label={t('auth.demo.group')}>
      {data.accounts.map(({ account, label }) => (
        <Button
          key={account}
          variant="secondary"
          disabled={locked || demoLogin.isPending}
          busy={demoLogin.isPending && demoLogin.variables === account}
          onClick={() => void signIn(account, label)}
        >
          {t(buttonText[account])}
        </Button>
      ))}
    </div>
  );
}
