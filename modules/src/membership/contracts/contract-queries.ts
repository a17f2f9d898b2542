import type { Pool } from 'pg';
import { memberNameSql } from '../members/public.js';
import type { ContractMember, ContractTerms, SignedContract } from './contract-contracts.js';
import { declarationFileId } from './declaration-file.js';

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** One published version of the terms, or the latest when no version is named. */
export async function findTerms(pool: Pool, version?: number): Promise<ContractTerms | null> {
  const { rows } = await pool.query<ContractTerms>(
    `SELECT version, terms_en AS "termsEn", terms_ar AS "termsAr", questions, ${ISO('published_at')} AS "publishedAt",
            published_by AS "publishedBy"
     FROM read.contract_terms ${version === undefined ? '' : 'WHERE version = $1'}
     ORDER BY version DESC LIMIT 1`,
    version === undefined ? [] : [version],
  );
  return rows[0] ?? null;
}

export async function currentTermsVersion(pool: Pool): Promise<number | null> {
  const { rows } = await pool.query<{ version: number | null }>(
    'SELECT max(version) AS version FROM read.contract_terms',
  );
  return rows[0]?.version ?? null;
}

/** A member's latest signed contract, with the URLs of its signature and health answers. */
export async function findSignedContract(pool: Pool, memberId: string): Promise<SignedContract | null> {
  const { rows } = await pool.query<{
    memberId: string;
    termsVersion: number;
    signedAt: string;
    signedBy: string;
    declaredConditions: boolean;
    signatureFileId: string;
  }>(
    `SELECT member_id AS "memberId", terms_version AS "termsVersion", ${ISO('signed_at')} AS "signedAt",
            signed_by AS "signedBy", declared_conditions AS "declaredConditions", signature_file_id AS "signatureFileId"
     FROM read.member_contracts WHERE member_id = $1`,
    [memberId],
  );
  const row = rows[0];
  if (!row) return null;
  const { signatureFileId, ...rest } = row;
  return {
    ...rest,
    signatureUrl: `/api/files/${signatureFileId}`,
    declarationUrl: `/api/files/${declarationFileId(signatureFileId)}`,
  };
}

/** The member the contract is with, and their current membership's plan and dates. */
export async function findContractMember(pool: Pool, memberId: string): Promise<ContractMember | null> {
  const { rows } = await pool.query<ContractMember>(
    `SELECT member_number AS "memberNumber", ${memberNameSql('m')} AS name, name_arabic AS "nameArabic",
            qatar_id AS "qatarId", phone, plan_name AS "planName", to_char(start_date, 'YYYY-MM-DD') AS "startDate",
            to_char(expiry_date, 'YYYY-MM-DD') AS "expiryDate", archived
     FROM read.members m WHERE member_id = $1`,
    [memberId],
  );
  return rows[0] ?? null;
}
