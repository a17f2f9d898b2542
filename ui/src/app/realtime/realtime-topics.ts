import type { QueryKey } from '@tanstack/react-query';
import type { ClientTopic } from '@gym/modules/topics';
import type { FeatureManifest } from '../../lib/feature';
import { features } from '../features';

type Feature = (typeof features)[number];
type MappedTopic<F> = F extends { readonly topics: infer Topics } ? keyof Topics : never;
/** Topics no feature maps to its queries: compiling fails below until each is mapped (a typo fails in the feature). */
type Unmapped = Exclude<ClientTopic, MappedTopic<Feature>>;
export type EveryTopicMapped = Assert<[Unmapped] extends [never] ? true : false>;
type Assert<T extends true> = T;

/**
 * What each realtime topic refreshes (DESIGN section 1): the server emits `changed {topics, position}` after a
 * projector commits, and the UI refetches the queries under these key prefixes, as the features declared them.
 */
export const TOPIC_QUERY_KEYS: Readonly<Record<ClientTopic, readonly QueryKey[]>> = topicQueryKeys(features);

function topicQueryKeys(list: readonly FeatureManifest[]): Record<ClientTopic, readonly QueryKey[]> {
  const keys: Partial<Record<ClientTopic, QueryKey[]>> = {};
  for (const feature of list) {
    for (const [topic, queryKeys] of Object.entries(feature.topics ?? {}) as [ClientTopic, readonly QueryKey[]][]) {
      keys[topic] = [...(keys[topic] ?? []), ...queryKeys];
    }
  }
  return keys as Record<ClientTopic, readonly QueryKey[]>;
}

export function queryKeysForTopics(topics: readonly string[]): QueryKey[] {
  return topics.flatMap((topic) => TOPIC_QUERY_KEYS[topic as ClientTopic] ?? []);
}
