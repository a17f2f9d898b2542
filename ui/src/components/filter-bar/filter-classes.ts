/** The look shared by the FilterBar's controls (one place, so every list's filters look alike). */
export const filterLabelClasses = 'text-sm font-medium text-slate-800';
export const filterControlClasses =
  'block w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-700';
/** A control's box in the bar: full width on a phone, side by side from a small tablet up. */
export const filterItemClasses = 'grid min-w-0 flex-[1_1_100%] gap-1 sm:flex-[1_1_11rem]';
