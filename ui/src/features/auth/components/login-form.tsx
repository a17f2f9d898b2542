import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { loginRequest } from '@gym/modules/people/accounts/auth-contracts';
import type { LoginAnswer } from '@gym/modules/people/accounts/auth-contracts';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { useLogin } from '../api/login';
import { toastLoginFailed } from './login-feedback';
import { useT } from '../../../lib/i18n/use-t';

interface LoginFormProps {
  /** Another sign-in (a shortcut) is running, or this one succeeded and the page is about to change. */
  locked: boolean;
  onSignedIn: (answer: LoginAnswer) => void;
}

/** Username and password, validated with the server's own schema (spec section 5 messages). */
export function LoginForm({ locked, onSignedIn }: LoginFormProps) {
  const login = useLogin();
  const t = useT();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginRequest), defaultValues: { username: '', password: '' } });

  const busy = login.isPending || (login.isSuccess && locked);
  const disabled = busy || locked;

  const onSubmit = handleSubmit(async (values) => {
    try {
      onSignedIn(await login.mutateAsync(values));
    } catch (error) {
      toastLoginFailed(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('auth.form.label')}>
      <TextField
        label={t('auth.form.username')}
        placeholder={t('auth.form.usernamePlaceholder')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        disabled={disabled}
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label={t('auth.form.password')}
        type="password"
        placeholder={t('auth.form.passwordPlaceholder')}
        autoComplete="current-password"
        disabled={disabled}
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" busy={busy} disabled={locked} className="w-full py-2.5">
        {t(busy ? 'auth.form.signingIn' : 'auth.form.signIn')}
      </Button>
    </form>
  );
}
