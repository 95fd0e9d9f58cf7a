import {
  AcceptedPolicyListSchema,
  POLICY_ACCEPTANCE_LIMITS,
  type PolicyConfigs as PolicyConfigsAnswer,
  type PolicyVersion,
} from '@vauhti/contracts/site';
import type { Clock } from '../../infra/time/clock';
import { failure, type Result, success } from './content-errors';
import type { ContentDb } from './static-pages';

/** The policy types and their current versions: GET /content/policies without its status. */
export type PolicyConfigs = Omit<PolicyConfigsAnswer, 'status'>;

export type PublishedPolicy = { policyType: string; policyVersionId: string; previousVersionId: string | null };

const VERSION_ID = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A version id is a calendar date, YYYY-MM-DD; later dates are newer versions. */
export function isPolicyVersionId(value: string): boolean {
  const match = VERSION_ID.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * Versioned policies (spec part 2, section 2.5): the types players must accept, the current
 * version of each (its latest published), and which version each player last accepted. The site
 * shows its policy popup while a player's accepted version of a type differs from the current one.
 */
export class Policies {
  constructor(
    private readonly db: ContentDb,
    private readonly clock: Clock,
  ) {}

  async configs(): Promise<PolicyConfigs> {
    const types = await this.db
      .selectFrom('policy_types')
      .select(['type', 'label', 'url'])
      .orderBy('sort_order')
      .orderBy('type')
      .execute();
    const current = await this.currentVersions(this.db);
    return {
      policyConfigs: types.flatMap(({ type }) => {
        const version = current.get(type);
        return version === undefined ? [] : [{ policyType: type, policyVersionId: version }];
      }),
      policyTypes: types,
    };
  }

  async acceptedBy(playerId: number): Promise<PolicyVersion[]> {
    const rows = await this.db
      .selectFrom('player_policy_acceptances')
      .innerJoin('policy_types', 'policy_types.type', 'player_policy_acceptances.policy_type')
      .select(['player_policy_acceptances.policy_type', 'player_policy_acceptances.version_id'])
      .where('player_policy_acceptances.player_id', '=', playerId)
      .orderBy('policy_types.sort_order')
      .execute();
    return rows.map((row) => ({ policyType: row.policy_type, policyVersionId: row.version_id }));
  }

  /**
   * Records a player's acceptance of the policies in `policiesJson` (the spec sends them as a JSON
   * string of [{policyType, policyVersionId}]). All or nothing: every entry must name a known
   * type and its current version.
   */
  async accept(playerId: number, policiesJson: string): Promise<Result<PolicyVersion[]>> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(policiesJson);
    } catch {
      return failure('POLICIES_NOT_JSON', 'policies must be a JSON string of [{policyType, policyVersionId}]', {
        field: 'policies',
      });
    }
    const list = AcceptedPolicyListSchema.safeParse(parsed);
    if (!list.success) {
      return failure(
        'POLICIES_MALFORMED',
        `policies must be a list of 1 to ${POLICY_ACCEPTANCE_LIMITS.policiesPerAcceptanceMax} {policyType, policyVersionId}`,
        { field: 'policies' },
      );
    }
    return this.db.transaction().execute(async (trx) => {
      // Shares the lock publish() takes, so that no version is published between check and write.
      await trx.selectFrom('policy_types').select('type').forShare().execute();
      const current = await this.currentVersions(trx);
      const accepted = new Map<string, string>();
      for (const { policyType, policyVersionId } of list.data) {
        const currentVersionId = current.get(policyType);
        if (currentVersionId === undefined) {
          return failure<PolicyVersion[]>('POLICY_TYPE_UNKNOWN', `there is no policy type ${policyType}`, {
            field: 'policies',
            details: { policyType },
          });
        }
        if (policyVersionId !== currentVersionId) {
          return failure<PolicyVersion[]>(
            'POLICY_VERSION_NOT_CURRENT',
            `${policyType} ${policyVersionId} is not the current version (${currentVersionId}); reload the policy`,
            { field: 'policies', details: { policyType, policyVersionId, currentVersionId } },
          );
        }
        accepted.set(policyType, policyVersionId);
      }
      const rows = [...accepted].map(([type, versionId]) => ({ policyType: type, policyVersionId: versionId }));
      await this.record(trx, playerId, rows);
      return success(rows);
    });
  }

  /** Records that a player accepts the current version of every policy (a new account does). */
  async acceptCurrent(playerId: number): Promise<PolicyVersion[]> {
    return this.db.transaction().execute(async (trx) => {
      await trx.selectFrom('policy_types').select('type').forShare().execute();
      const current = await this.currentVersions(trx);
      const rows = [...current].map(([type, versionId]) => ({ policyType: type, policyVersionId: versionId }));
      await this.record(trx, playerId, rows);
      return rows;
    });
  }

  /** Publishes a new current version of a policy type; it must be newer than the current one. */
  async publish(input: {
    policyType: string;
    policyVersionId: string;
    operator: string;
  }): Promise<Result<PublishedPolicy>> {
    const { policyType, policyVersionId, operator } = input;
    if (!isPolicyVersionId(policyVersionId)) {
      return failure('POLICY_VERSION_INVALID', 'a policy version is a date, YYYY-MM-DD', { field: 'version' });
    }
    return this.db.transaction().execute(async (trx) => {
      const type = await trx
        .selectFrom('policy_types')
        .select('type')
        .where('type', '=', policyType)
        .forUpdate()
        .executeTakeFirst();
      if (!type) {
        const known = await trx.selectFrom('policy_types').select('type').orderBy('sort_order').execute();
        return failure<PublishedPolicy>(
          'POLICY_TYPE_UNKNOWN',
          `there is no policy type ${policyType}; types: ${known.map((row) => row.type).join(', ')}`,
          { field: 'type' },
        );
      }
      const previousVersionId = (await this.currentVersions(trx, policyType)).get(policyType) ?? null;
      if (previousVersionId !== null && policyVersionId <= previousVersionId) {
        return failure<PublishedPolicy>(
          'POLICY_VERSION_NOT_NEWER',
          `${policyType} is at version ${previousVersionId}; a new version must be a later date than that`,
          { field: 'version', details: { currentVersionId: previousVersionId } },
        );
      }
      await trx
        .insertInto('policy_versions')
        .values({
          type: policyType,
          version_id: policyVersionId,
          published_at: this.clock.now(),
          published_by: operator,
        })
        .execute();
      return success({ policyType, policyVersionId, previousVersionId });
    });
  }

  /** The current (greatest) version of each type, or of one type. */
  private async currentVersions(db: ContentDb, onlyType?: string): Promise<Map<string, string>> {
    let query = db
      .selectFrom('policy_versions')
      .select(['type', (eb) => eb.fn.max('version_id').as('version_id')])
      .groupBy('type');
    if (onlyType !== undefined) query = query.where('type', '=', onlyType);
    const rows = await query.execute();
    return new Map(rows.map((row) => [row.type, row.version_id]));
  }

  private async record(db: ContentDb, playerId: number, accepted: PolicyVersion[]) {
    if (accepted.length === 0) return;
    const acceptedAt = this.clock.now();
    await db
      .insertInto('player_policy_acceptances')
      .values(
        accepted.map((row) => ({
          player_id: playerId,
          policy_type: row.policyType,
          version_id: row.policyVersionId,
          accepted_at: acceptedAt,
        })),
      )
      .onConflict((conflict) =>
        conflict.columns(['player_id', 'policy_type']).doUpdateSet((eb) => ({
          version_id: eb.ref('excluded.version_id'),
          accepted_at: eb.ref('excluded.accepted_at'),
        })),
      )
      .execute();
  }
}
