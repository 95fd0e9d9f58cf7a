import type { Outbox } from '../../infra/messaging/outbox';
import type { Clock } from '../../infra/time/clock';
import type { Result } from './compliance-errors';
import { type CheckedContactForm, type ContactFormInput, checkContactForm, type KnownSender } from './contact-request';
import type { RequestCountry } from './request-country';

/** A logged-in sender's account, as the identity domain knows it. */
export type SenderAccount = KnownSender & { playerId: number; externalId: string };

/** Finds the account of a logged-in player; undefined when there is none. */
export type SenderAccounts = (playerId: number) => Promise<SenderAccount | undefined>;

export type ContactOrigin = { playerId: number | null; country: RequestCountry };

export const CONTACT_MESSAGE_PURPOSE = 'contact';

/**
 * The contact form's back end: a checked request becomes one e-mail to support in the outbox.
 * The server decides the recipient (the configured support address; a `to` from the client is
 * never read); answers go to the sender through Reply-To. For a logged-in player the account's
 * e-mail and name are the sender, whatever the form says.
 */
export class ContactRequests {
  constructor(
    private readonly deps: { outbox: Outbox; accounts: SenderAccounts; supportEmail: string; clock: Clock },
  ) {}

  async send(input: ContactFormInput, origin: ContactOrigin): Promise<Result<{ messageId: number }>> {
    const account = origin.playerId === null ? undefined : await this.deps.accounts(origin.playerId);
    const checked = checkContactForm(input, account);
    if (!checked.ok) return checked;
    const form = checked.value;
    const messageId = await this.deps.outbox.enqueue({
      channel: 'email',
      recipient: this.deps.supportEmail,
      replyTo: form.fromEmail,
      subject: `[Contact: ${form.subject}] ${form.fromName}`,
      bodyText: this.bodyText(form, account, origin.country),
      purpose: CONTACT_MESSAGE_PURPOSE,
      ...(account ? { playerId: account.playerId } : {}),
    });
    return { ok: true, value: { messageId } };
  }

  /** What support reads: who wrote, from where, about what, then the message as written. */
  private bodyText(form: CheckedContactForm, account: SenderAccount | undefined, country: RequestCountry): string {
    const sender = account
      ? `player ${account.playerId} (externalEcrId ${account.externalId}), logged in`
      : 'a visitor, not logged in: the name and address are as they typed them';
    return [
      `Enquiry type: ${form.subject}`,
      `From: ${form.fromName} <${form.fromEmail}>`,
      `Sender: ${sender}`,
      `Country: ${country.code} (${country.source})`,
      `Sent: ${this.deps.clock.now().toISOString()}`,
      '',
      form.body,
      '',
    ].join('\n');
  }
}

/**
 * The one read the contact form makes of the identity domain, which owns the accounts: the
 * identity service answers it, handed in at wiring (services.ts).
 */
export type SenderProfiles = {
  readProfile(
    playerId: number,
  ): Promise<
    | { ok: true; value: { email: string; firstName: string | null; lastName: string | null; externalEcrId: string } }
    | { ok: false }
  >;
};

/** The sender of a logged-in player's contact request, read through the identity domain. */
export function senderAccountsOf(identity: SenderProfiles): SenderAccounts {
  return async (playerId) => {
    const profile = await identity.readProfile(playerId);
    if (!profile.ok) return undefined;
    const { email, firstName, lastName, externalEcrId } = profile.value;
    const name = [firstName, lastName].filter(Boolean).join(' ');
    return { playerId, externalId: externalEcrId, email, name: name === '' ? null : name };
  };
}
