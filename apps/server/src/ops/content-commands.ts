import { z } from 'zod';
import type { PlatformServices } from '../services';
import type { OpsCommand, OpsOutcome } from './commands';

/*
 * Operator commands of the content domain. commands.ts lists them with the others; this module
 * imports only its types, so the two can name each other without a load-order cycle.
 */

/** The same bound as commands.ts: the operator's name as the CLI's user or --operator. */
const OPERATOR = z.string().min(1).max(100);

function failure(code: string, message: string): OpsOutcome {
  return { ok: false, data: { error: { code, message } }, text: `error ${code}: ${message}` };
}

const PublishPolicyOptions = z.object({
  type: z.string().min(1).max(40),
  version: z.string().min(1).max(40),
  operator: OPERATOR,
});

const publishPolicy: OpsCommand = {
  name: 'publish-policy',
  summary: 'Publish a new version of a policy (terms, privacy); players are asked to accept it at their next visit.',
  usage: 'publish-policy --type <terms|privacy> --version <YYYY-MM-DD, later than the current>',
  options: PublishPolicyOptions,
  async run(services: PlatformServices, options: z.infer<typeof PublishPolicyOptions>) {
    const published = await services.content.publishPolicy({
      policyType: options.type,
      policyVersionId: options.version,
      operator: options.operator,
    });
    if (!published.ok) return failure(published.error.code, published.error.message);
    const { policyType, policyVersionId, previousVersionId } = published.value;
    return {
      ok: true,
      data: published.value,
      text: `published ${policyType} version ${policyVersionId}${previousVersionId ? ` (was ${previousVersionId})` : ''}; players are asked to accept it at their next visit`,
    };
  },
};

export const CONTENT_COMMANDS: readonly OpsCommand[] = [publishPolicy];
