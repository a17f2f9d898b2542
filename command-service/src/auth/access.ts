import type { RequestAuth } from '@gym/kernel/http/request-auth';

/*
 * Route access and the request's session are the kernel's (modules declare and check them too); the platform's auth
 * code keeps its names for them here.
 */
export type { Access } from '@gym/kernel/permissions/access';
export { allows } from '@gym/kernel/permissions/access';

export type Authenticated = RequestAuth;
