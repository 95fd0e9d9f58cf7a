-- Pay-and-play accounts (identity domain, domains/identity/bank-identity-accounts.ts): a player
-- whom the payer's bank identified at a pay-and-play deposit, registered from the bank's details.
-- Such an account has no sign-up form behind it, so the constraints that describe one change:
--   * origin 'paynplay' joins 'self' and 'operator';
--   * no terms acceptance is recorded: the player never saw the sign-up form, and the platform
--     does not invent an acceptance it did not see (as for operator-created accounts);
--   * step 2 is done (names, birth date, address and national id come from the bank) but the
--     bank gives no phone number, so a pay-and-play account may lack only that detail.
alter table players drop constraint players_origin_check;
alter table players add constraint players_origin_check check (origin in ('self', 'operator', 'paynplay'));

alter table players drop constraint players_terms_accepted;
alter table players add constraint players_terms_accepted
  check (origin in ('operator', 'paynplay') or terms_accepted_at is not null);

alter table players drop constraint players_step_two_details;
alter table players add constraint players_step_two_details check (
  origin = 'operator' or details_completed_at is null or (
    birth_date is not null and street is not null and city is not null and zip is not null
    and (phone is not null or origin = 'paynplay')));
