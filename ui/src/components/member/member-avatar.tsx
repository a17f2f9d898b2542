import { useState } from 'react';
import { initials } from '../../lib/initials';

/**
 * Two looks: at the desk and on the dashboard the photo is small and the initials strong (the receptionist sees who
 * was just scanned); member lists and the member's page show larger, softer ones.
 */
const LOOKS = {
  desk: {
    sizes: { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-16 text-xl' },
    initials: 'bg-indigo-700 font-semibold text-white',
    loading: 'lazy',
  },
  profile: {
    sizes: { sm: 'size-9 text-sm', md: 'size-14 text-lg', lg: 'size-24 text-3xl' },
    initials: 'bg-indigo-100 font-semibold text-indigo-900',
    loading: undefined,
  },
} as const;

/**
 * A member's photo, or their initials (spec section 5) when there is none or it fails to load. Decorative: the name
 * is always written next to it.
 */
export function MemberAvatar({
  name,
  avatar,
  size = 'md',
  look = 'desk',
}: {
  name: string;
  avatar: string | null;
  size?: 'sm' | 'md' | 'lg';
  look?: keyof typeof LOOKS;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const { sizes, initials: initialsClasses, loading } = LOOKS[look];
  if (avatar && failed !== avatar) {
    return (
      <img
        src={avatar}
        alt=""
        loading={loading}
        onError={() => setFailed(avatar)}
        className={`${sizes[size]} shrink-0 rounded-full bg-slate-200 object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${sizes[size]} grid shrink-0 place-items-center rounded-full ${initialsClasses}`}
    >
      {initials(name)}
    </span>
  );
}
