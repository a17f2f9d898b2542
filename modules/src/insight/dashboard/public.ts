/*
 * The dashboard area's public contract: the members list answers the spec's `forDashboard=true` call with the
 * dashboard's own figures (registrations per month and the member total).
 */
export { DASHBOARD_AS_OF, readDashboard, readJoins } from './dashboard-queries.js';
