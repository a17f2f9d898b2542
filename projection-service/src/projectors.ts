import { accountsProjector } from './accounts/accounts-projector.js';
import type { Projector } from './runner/projector.js';
import { settingsProjector } from './settings/settings-projector.js';

/** Every projector the service runs, in start order. Each area adds its own. */
export const projectors: readonly Projector[] = [accountsProjector, settingsProjector];
