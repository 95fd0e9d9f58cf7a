-- The payer's country (ISO 3166-1 alpha-2) when the transaction knows it: a pay-and-play request
-- names it, a provider API start may. The provider pages show the payer's country's banks and, for
-- pay-and-play, a person of that country.
alter table transactions add column country char(2) check (country ~ '^[A-Z]{2}$');
