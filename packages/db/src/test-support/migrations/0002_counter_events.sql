create table counter_events (
  id bigint generated always as identity primary key,
  counter_id bigint not null references counters (id),
  delta bigint not null
);
insert into counters (name, value) values ('seeded', 9007199254740991);
