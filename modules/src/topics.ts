import { topicAccessOf } from '@gym/kernel/modules/module-manifest';
import type { ModuleProjector } from '@gym/kernel/projection/projector';
import type { MeTopic } from '@gym/kernel/realtime/realtime-contract';
import { modules } from './modules.js';

type Manifest = (typeof modules)[number];
type TopicsOf<M> = M extends { readonly topics: readonly { readonly name: infer Name }[] } ? Name : never;

/** Every realtime topic a module declares: what projectors may name and the UI must map to its queries. */
export type Topic = TopicsOf<Manifest>;
type ProjectorTopicsOf<M> = M extends { readonly projectors: readonly ModuleProjector<infer Name>[] } ? Name : never;
/** Compiles only while every topic a projector names is one a module declares (a typo or a missing one fails). */
export type ProjectorTopicsAreDeclared = Assert<
  [Exclude<ProjectorTopicsOf<Manifest>, Topic>] extends [never] ? true : false
>;
type Assert<T extends true> = T;

/** What a client can hear: the modules' topics and the platform's own `me`. */
export type ClientTopic = Topic | MeTopic;

/** Which topics a signed-in client may hear: the access each module declared for its topics. */
export const TOPIC_ACCESS = topicAccessOf(modules);
