import type { QueryResult, QueryResultRow } from 'pg';

/**
 * What read queries run on: the pool for live views, or the transaction of a view "as of" a past instant, whose
 * rebuilt tables live in a private schema (queries that time-travel take that schema's name, `read` by default).
 */
export interface Queryable {
  query<Row extends QueryResultRow = QueryResultRow>(text: string, values?: unknown[]): Promise<QueryResult<Row>>;
}
