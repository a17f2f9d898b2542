import { projectorsOf } from '@gym/kernel/modules/module-manifest';
import type { Projector } from '@gym/kernel/projection/projector';
import { catalogue } from '@gym/modules/catalogue';
import { modules } from '@gym/modules/modules';

/** Every projector the service runs, in start order: those of every module in the module list. */
export const projectors: readonly Projector[] = projectorsOf(modules, catalogue);
