import type { ModuleProjector } from '@gym/kernel/projection/projector';
import { contractEvents } from './contract-events.js';
import type { ContractEvent } from './contract-events.js';
import { CONTRACTS_TOPIC } from './contract-topics.js';

/** The published versions of the terms, and each member's latest signed contract. */
export const contractsProjector: ModuleProjector<typeof CONTRACTS_TOPIC.name> = {
  name: 'contracts',
  version: 1,
  eventTypes: contractEvents.map((e) => e.type),
  topics: [CONTRACTS_TOPIC.name],
  tables: [
    {
      name: 'contract_terms',
      ddl: `CREATE TABLE contract_terms (
        version integer PRIMARY KEY, terms_en text NOT NULL, terms_ar text NOT NULL, questions jsonb NOT NULL,
        published_at timestamptz NOT NULL, published_by text NOT NULL
      )`,
    },
    {
      name: 'member_contracts',
      ddl: `CREATE TABLE member_contracts (
        member_id text PRIMARY KEY, terms_version integer NOT NULL, signed_at timestamptz NOT NULL,
        signature_file_id text NOT NULL, declared_conditions boolean NOT NULL, signed_by text NOT NULL
      )`,
    },
  ],
  async apply(events, client, { parseEvent }) {
    for (const recorded of events) {
      const event = parseEvent(recorded) as ContractEvent;
      if (event.type === 'MembershipTermsPublished') {
        const d = event.data;
        await client.query(
          `INSERT INTO contract_terms (version, terms_en, terms_ar, questions, published_at, published_by)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (version) DO NOTHING`,
          [d.version, d.termsEn, d.termsAr, JSON.stringify(d.questions), d.publishedAt, recorded.metadata.actorName],
        );
      } else {
        const d = event.data;
        await client.query(
          `INSERT INTO member_contracts
             (member_id, terms_version, signed_at, signature_file_id, declared_conditions, signed_by)
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (member_id) DO UPDATE SET terms_version = $2, signed_at = $3, signature_file_id = $4,
             declared_conditions = $5, signed_by = $6`,
          [
            d.memberId,
            d.termsVersion,
            d.signedAt,
            d.signatureFileId,
            d.declaredConditions,
            recorded.metadata.actorName,
          ],
        );
      }
    }
  },
};
