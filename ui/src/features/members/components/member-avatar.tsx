import { useState } from 'react';
import { initials } from '@gym/kernel/contracts/format';

const SIZES = { sm: 'size-9 text-sm', md: 'size-14 text-lg', lg: 'size-24 text-3xl' } as const;

/** A member's photo, or their initials (spec section 5) when there is none or it fails to load. Decorative. */
export function MemberAvatar({
  name,
  avatar,
  size = 'sm',
}: {
  name: string;
  avatar: string | null;
  size?: keyof typeof SIZES;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (avatar && failed !== avatar) {
    return (
      <img
        src={avatar}
        alt=""
        onError={() => setFailed(avatar)}
        className={`${SIZES[size]} shrink-0 rounded-full bg-slate-200 object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${SIZES[size]} grid shrink-0 place-items-center rounded-full bg-indigo-100 font-semibold text-indigo-900`}
    >
      {initials(name)}
    </span>
  );
}
