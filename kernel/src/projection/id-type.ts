/**
 * The SQL type of the id columns of read tables that grow with the members and the log: text compared byte by byte.
 * No one reads meaning into the order of ids (uuids, numbers, slugs), but the server pays for the database's
 * collation at every comparison: a locale's `strcoll` on copied strings, without the abbreviated keys it sorts "C"
 * text with. A rebuild compares ids tens of millions of times (primary keys, index builds, the sorts of set-based
 * statements): the 20,000-member gym rebuilt with 8–10 % less CPU in its PostgreSQL backends in a "C" database than
 * in a "C.UTF-8" one. Equality is the same under any deterministic collation, so joins with a column of the
 * database's collation, or with a parameter, still match (the column's collation wins).
 */
export const ID_TYPE = 'text COLLATE "C"';
