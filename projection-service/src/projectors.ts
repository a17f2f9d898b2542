import type { Projector } from './runner/projector.js';

/** Every projector the service runs, in start order. Each area adds its own. */
export const projectors: readonly Projector[] = [];
