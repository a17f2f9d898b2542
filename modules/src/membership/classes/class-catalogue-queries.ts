import type { Pool } from 'pg';
import { DEFAULT_BOOKING_RULES } from './class-events.js';
import type { BookingRules } from './class-events.js';

/* The class catalogue and the booking rules, as the read tables hold them (issue 47, item 1). */

export interface ClassView {
  id: string;
  name: string;
  colour: string;
  description: string;
  defaultCapacity: number;
}

export async function listClasses(pool: Pool): Promise<ClassView[]> {
  const result = await pool.query<ClassView>(
    `SELECT class_id AS id, name, colour, description, default_capacity AS "defaultCapacity"
     FROM read.classes ORDER BY lower(name)`,
  );
  return result.rows;
}

export async function readRules(pool: Pool): Promise<BookingRules> {
  const { rows } = await pool.query<{ rules: BookingRules }>('SELECT rules FROM read.class_rules WHERE id = 1');
  return { ...DEFAULT_BOOKING_RULES, ...(rows[0]?.rules ?? {}) };
}
