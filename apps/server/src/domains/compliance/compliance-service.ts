import type { SiteContext } from '@vauhti/contracts/site';
import type { Kysely } from 'kysely';
import type { Outbox } from '../../infra/messaging/outbox';
import type { Clock } from '../../infra/time/clock';
import type { ComplianceTables } from './compliance-tables';
import type { ContactFormInput } from './contact-request';
import { type ContactOrigin, ContactRequests, type SenderAccounts } from './contact-requests';
import { type CountryClues, type CountryPolicy, type RequestCountry, resolveRequestCountry } from './request-country';
import { type SiteSettings, siteContextOf } from './site-context';
import { siteCountryOf } from './site-country';
import { SiteFlags } from './site-flags';

export type ComplianceServiceDeps = {
  db: Kysely<ComplianceTables>;
  clock: Clock;
  outbox: Outbox;
  country: CountryPolicy;
  site: SiteSettings;
  /** The identity domain's answer to "who is this logged-in player", for the contact form. */
  senderAccounts: SenderAccounts;
};

/**
 * The compliance domain's one entry point: where a request comes from and what the site may
 * show there, the operator's site-wide switches (maintenance), and the contact form.
 */
export class ComplianceService {
  readonly flags: SiteFlags;
  private readonly contact: ContactRequests;

  constructor(private readonly deps: ComplianceServiceDeps) {
    this.flags = new SiteFlags(deps.db, deps.clock);
    this.contact = new ContactRequests({
      outbox: deps.outbox,
      accounts: deps.senderAccounts,
      supportEmail: deps.site.supportEmail,
      clock: deps.clock,
    });
  }

  requestCountry(clues: CountryClues): RequestCountry {
    return resolveRequestCountry(clues, this.deps.country);
  }

  /** The request's country when the site is closed there (a restricted territory), else null. */
  blockedCountry(clues: CountryClues): { code: string; name: string } | null {
    const country = siteCountryOf(this.requestCountry(clues).code);
    return country.blocked ? { code: country.code, name: country.name } : null;
  }

  async siteContext(clues: CountryClues): Promise<SiteContext> {
    const maintenance = await this.flags.isEnabled('maintenance');
    return siteContextOf(this.requestCountry(clues), { maintenance }, this.deps.site);
  }

  /** Turns the maintenance page on or off; this process shows it at once, others within 5 s. */
  setMaintenance(enabled: boolean, operator: string) {
    return this.flags.set('maintenance', enabled, operator);
  }

  maintenanceState() {
    return this.flags.state('maintenance');
  }

  sendContactRequest(input: ContactFormInput, origin: ContactOrigin) {
    return this.contact.send(input, origin);
  }
}
