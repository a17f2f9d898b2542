import { LoaderCircle } from 'lucide-react';

/** A decorative spinning icon; the text next to it says what is happening. */
export function Spinner({ className = 'size-4' }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={`animate-spin motion-reduce:animate-none ${className}`} />;
}
