import { queryOptions } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from './api-client';

/**
 * A GET at a fixed path that answers a list, validated with the server's own item schema. The query's key goes with
 * the request, so a read right after a command waits for the read model (read-your-writes).
 */
export const listQueryOptions = <Key extends QueryKey, Item extends z.ZodType>(
  queryKey: Key,
  path: string,
  item: Item,
) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiGet(path, z.array(item), { signal, queryKey }),
  });
