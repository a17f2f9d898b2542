import { useState } from 'react';
import { initials } from '../../../lib/initials';

const SIZES = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-16 text-xl' } as const;

/**
 * A member's photo, or their initials when there is none or it fails to load. Decorative: the name is always written
 * next to it. The photo matters at the desk: the receptionist sees who was just scanned.
 */
export function MemberAvatar({
  name,
  avatar,
  size = 'md',
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
        loading="lazy"
        onError={() => setFailed(avatar)}
        className={`${SIZES[size]} shrink-0 rounded-full bg-slate-200 object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${SIZES[size]} grid shrink-0 place-items-center rounded-full bg-indigo-700 font-semibold text-white`}
    >
      {initials(name)}
    </span>
  );
}
