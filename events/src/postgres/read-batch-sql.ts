import { readHorizonSql } from './read-horizon.js';

/**
 * The log reader's one statement: the next batch after a checkpoint in commit order, below the gap-free horizon
 * (`$1` commit, `$2` position, `$3` limit, `$4` transactions of other databases, `$5` event types when `typed`), with
 * the log's head and whether later transactions are still pending. One row an event (one row with a null `line` when
 * the batch is empty), each carrying the same head, pending flag and server xmin, computed once.
 *
 * Each event travels as one JSON array text (`line`), parsed once in node: decoding it column by column through the
 * driver cost node more. Rows rather than one aggregate of the whole batch: `json_agg` (or `string_agg`) of 40,000
 * events cost the server about 18 µs an event against 4.5 µs for the same texts sent as rows (a full read of the
 * 20,000-member gym's 1.1 million events: 21 s of server CPU against 5 s, node's share 11.8 against 13.1 s). Its own
 * file so that a test can ask the planner how it runs (`log-statistics.test`).
 */
export function readBatchSql(typed: boolean): string {
  const typeFilter = typed ? 'AND e.type = ANY($5::text[])' : '';
  return `WITH snap AS MATERIALIZED (SELECT ${readHorizonSql('$4')} AS xmin,
         pg_snapshot_xmin(pg_current_snapshot()) AS server_xmin),
       meta AS MATERIALIZED (
         SELECT snap.xmin,
           (SELECT e.transaction_id::text || ':' || e.position::text
              FROM event_store.events e WHERE e.transaction_id < snap.xmin
              ORDER BY e.transaction_id DESC, e.position DESC LIMIT 1) AS head,
           -- The newest transaction id is one backward step on the index; an EXISTS over the range made the planner
           -- scan the whole table.
           coalesce((SELECT max(e.transaction_id) FROM event_store.events e) >= snap.xmin, false) AS pending,
           snap.server_xmin::text AS server_xmin
         FROM snap)
       SELECT b.line, meta.head, meta.pending, meta.server_xmin
       FROM meta LEFT JOIN LATERAL (
         SELECT '["' || e.position::text || '","' || e.transaction_id::text || '","' || e.event_id::text || '",'
                || to_json(e.stream_id)::text || ',' || e.stream_version::text || ',' || to_json(e.type)::text || ','
                || e.schema_version::text || ',' || e.data::text || ',' || e.metadata::text || ']' AS line
         FROM event_store.events e
         WHERE (e.transaction_id, e.position) > ($1::text::xid8, $2::bigint)
           AND e.transaction_id < meta.xmin ${typeFilter}
         ORDER BY e.transaction_id, e.position
         LIMIT $3
       ) b ON true`;
}
