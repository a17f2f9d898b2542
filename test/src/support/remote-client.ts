import type { FastifyInstance } from 'fastify';
import type { ApiAnswer, Session } from './api-client.js';

/** A desk PC on the gym's network, as opposed to the computer running the app (which the fetch helpers are). */
export const DESK_PC = '192.168.1.20';

/**
 * A call as a client at another address would make it. Fastify's `inject` sets the connection's remote address, so
 * this is exactly what the server sees of a request from the network, without a second network interface.
 */
export async function callFrom<T = unknown>(
  app: FastifyInstance,
  address: string,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  options: { body?: unknown; session?: Session; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.session) headers.authorization = `Bearer ${options.session.token}`;
  const response = await app.inject({
    method,
    url,
    remoteAddress: address,
    headers,
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
  const type = String(response.headers['content-type'] ?? '');
  return {
    status: response.statusCode,
    body: (type.includes('json') && response.body ? response.json() : response.body) as T,
    headers: new Headers(
      Object.entries(response.headers).flatMap(([name, value]) =>
        value === undefined
          ? []
          : [[name, Array.isArray(value) ? value.join(', ') : String(value)] as [string, string]],
      ),
    ),
  };
}
