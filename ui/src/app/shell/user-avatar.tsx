import { useState } from 'react';
import { initials } from '../../lib/initials';

/** The user's picture, or their initials (spec section 5) when there is none or it fails to load. */
export function UserAvatar({ name, avatar }: { name: string; avatar: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (avatar && failed !== avatar) {
    return (
      <img
        src={avatar}
        alt=""
        onError={() => setFailed(avatar)}
        className="size-9 shrink-0 rounded-full object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="grid size-9 shrink-0 place-items-center rounded-full bg-indigo-700 text-sm font-semibold text-white"
    >
      {initials(name)}
    </span>
  );
}
