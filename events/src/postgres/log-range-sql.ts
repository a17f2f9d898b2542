/**
 * The log between two checkpoints as a relation (`SqlLog.range`): `$1`/`$2` the checkpoint after which it starts,
 * `$3`/`$4` the last one it holds, `$5` the types. The upper checkpoint is one a read returned, so every event up to
 * it is committed and visible: the range is whole whenever it is read. The bounds on the transaction id alone say
 * the same as the row comparisons; without them the planner misjudged how much of the log a range holds and read
 * all of it for each range instead of following the commit-order index.
 */
export const LOG_RANGE_SQL = `(SELECT e.position, e.transaction_id AS commit_id, e.type, e.schema_version, e.data,
    e.metadata
  FROM event_store.events e
  WHERE (e.transaction_id, e.position) > ($1::text::xid8, $2::bigint)
    AND (e.transaction_id, e.position) <= ($3::text::xid8, $4::bigint)
    AND e.transaction_id >= $1::text::xid8 AND e.transaction_id <= $3::text::xid8
    AND e.type = ANY($5::text[]))`;
