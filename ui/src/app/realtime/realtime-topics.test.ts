import { describe, expect, it } from 'vitest';
import { queryKeysForTopics } from './realtime-topics';

describe('realtime topics', () => {
  it('maps each known topic to its query key prefixes and ignores unknown ones', () => {
    expect(queryKeysForTopics(['settings'])).toEqual([['settings']]);
    expect(queryKeysForTopics(['accounts', 'not-yet-built'])).toEqual([['roles'], ['users'], ['auth', 'me']]);
  });
});
