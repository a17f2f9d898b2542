import { readHorizonSql } from './read-horizon.js';

/**
 * The log reader's one statement: the next batch after a checkpoint in commit order, below the gap-free horizon
 * (`$1` commit, `$2` position, `$3` limit, `$4` transactions of other databases, `$5` event types when `typed`), with
 * the log's head and whether later transactions are still pending. The batch travels as one JSON text parsed once:
 * decoding thousands of rows column by column cost node several times what the server spent reading them (a rebuild
 * reads the whole log this way), in the order the batch was sorted in (`inCommitOrder` checks it). Its own file so
 * that a test can ask the planner how it runs (`log-statistics.test`).
 */
export function readBatchSql(typed: boolean): string {
  const typeFilter = typed ? 'AND e.type = ANY($5::text[])' : '';
  return `WITH snap AS MATERIALIZED (SELECT ${readHorizonSql('$4')} AS xmin,
         pg_snapshot_xmin(pg_current_snapshot()) AS server_xmin),
       batch AS (
         SELECT e.position, e.transaction_id, e.event_id, e.stream_id, e.stream_version, e.type, e.schema_version,
                e.data, e.metadata
         FROM event_store.events e, snap
         WHERE (e.transaction_id, e.position) > ($1::text::xid8, $2::bigint)
           AND e.transaction_id < snap.xmin ${typeFilter}
         ORDER BY e.transaction_id, e.position
         LIMIT $3
       )
       SELECT
         (SELECT json_agg(json_build_array(b.position::text, b.transaction_id::text, b.event_id, b.stream_id,
                   b.stream_version, b.type, b.schema_version, b.data, b.metadata))::text
            FROM batch b) AS batch,
         (SELECT e.transaction_id::text || ':' || e.position::text
            FROM event_store.events e WHERE e.transaction_id < snap.xmin
            ORDER BY e.transaction_id DESC, e.position DESC LIMIT 1) AS head,
         -- The newest transaction id is one backward step on the index; an EXISTS over the range made the planner
         -- scan the whole table.
         coalesce((SELECT max(e.transaction_id) FROM event_store.events e) >= snap.xmin, false) AS pending,
         snap.server_xmin::text AS server_xmin
       FROM snap`;
}
