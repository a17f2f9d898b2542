/*
 * The settings area's public contract: the platform reads the gym's time zone (its calendar) from here.
 */
export { readSettings } from './settings-queries.js';
