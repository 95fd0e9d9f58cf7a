create table counters (
  id bigint generated always as identity primary key,
  name text not null unique,
  value bigint not null default 0
);
