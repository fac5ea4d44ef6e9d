// Migration 2026-11-25-0024b-alerts-outbox: price and stock alerts become deliveries of the one outbox (lead_deliveries:
// leases, retries, backoff), and the suppression list takes phone numbers as well as e-mail addresses, so an SMS alert's
// unsubscribe link and an e-mail's share one list. The alerts' own table (shopper_alerts) is moved into the outbox
// and dropped.
import { sql, type Kysely, type Migration } from 'kysely';

export const alertsOutboxMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // One list of who asked for no more messages from a site: an e-mail address (lower case) or a mobile (+614...).
    await sql`alter table email_suppressions rename to suppressions`.execute(db);
    await sql`alter table suppressions rename column email to address`.execute(db);
    await sql`alter table suppressions add column kind text not null default 'email' check (kind in ('email', 'phone'))`.execute(db);

    // An outbox row is a lead's delivery (lead_id) or a shopper's alert (shopper_id, the alert's day and its content).
    await sql`alter table lead_deliveries alter column lead_id drop not null`.execute(db);
    // Deleting an account deletes its alerts, sent or waiting.
    await sql`alter table lead_deliveries add column shopper_id uuid references shoppers (id) on delete cascade`.execute(db);
    await sql`alter table lead_deliveries add column alert_day date`.execute(db);
    await sql`alter table lead_deliveries add column alert jsonb`.execute(db);
    await sql`alter table lead_deliveries add constraint lead_deliveries_lead_or_alert check ((lead_id is null) = (alert is not null))`.execute(db);
    // At most one alert a day per shopper and site, whatever the channel (the rule: src/domain/accounts/alerts.ts).
    await sql`create unique index lead_deliveries_alert_daily on lead_deliveries (tenant, shopper_id, alert_day) where alert_day is not null`.execute(db);
    await sql`alter table lead_deliveries drop constraint lead_deliveries_channel_check`.execute(db);
    await sql`alter table lead_deliveries add constraint lead_deliveries_channel_check check (channel in ('email', 'adf', 'webhook', 'shopper-email', 'shopper-sms'))`.execute(
      db,
    );
    // The alerts so far keep their days (the one-a-day rule reads them). One still waiting has no site name or link
    // origin to be sent with: it is recorded as failed, and the shopper's next change is told in the next alert.
    await sql`
      insert into lead_deliveries (id, tenant, lead_id, shopper_id, alert_day, alert, channel, target, status, attempts, next_attempt_at, last_error, sent_at, created_at, updated_at)
      select a.id, a.tenant, null, a.shopper_id, a.alert_day, jsonb_build_object('siteName', '', 'origin', '', 'items', a.payload -> 'items'),
        case a.channel when 'sms' then 'shopper-sms' else 'shopper-email' end,
        jsonb_build_object('message', 'price-alert'),
        case a.status when 'pending' then 'failed' else a.status end,
        a.attempts, a.next_attempt_at,
        case a.status when 'pending' then 'queued before alerts moved to the outbox: not sent' else a.last_error end,
        a.sent_at, a.created_at, now()
      from shopper_alerts a`.execute(db);
    await sql`drop table shopper_alerts`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`
      create table shopper_alerts (
        id uuid primary key,
        tenant text not null,
        shopper_id uuid not null references shoppers (id) on delete cascade,
        alert_day date not null,
        channel text not null check (channel in ('sms', 'email')),
        payload jsonb not null,
        status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
        attempts integer not null default 0,
        next_attempt_at timestamptz not null default now(),
        last_error text,
        sent_at timestamptz,
        created_at timestamptz not null default now(),
        constraint shopper_alerts_daily unique (tenant, shopper_id, alert_day)
      )`.execute(db);
    await sql`create index shopper_alerts_due on shopper_alerts (next_attempt_at) where status = 'pending'`.execute(db);
    await sql`
      insert into shopper_alerts (id, tenant, shopper_id, alert_day, channel, payload, status, attempts, next_attempt_at, last_error, sent_at, created_at)
      select id, tenant, shopper_id, alert_day, case channel when 'shopper-sms' then 'sms' else 'email' end, jsonb_build_object('items', alert -> 'items'),
        status, attempts, next_attempt_at, last_error, sent_at, created_at
      from lead_deliveries where alert is not null`.execute(db);
    await sql`delete from lead_deliveries where alert is not null`.execute(db);
    await sql`alter table lead_deliveries drop constraint lead_deliveries_channel_check`.execute(db);
    await sql`alter table lead_deliveries add constraint lead_deliveries_channel_check check (channel in ('email', 'adf', 'webhook', 'shopper-email'))`.execute(
      db,
    );
    await sql`drop index lead_deliveries_alert_daily`.execute(db);
    await sql`alter table lead_deliveries drop constraint lead_deliveries_lead_or_alert`.execute(db);
    for (const column of ['alert', 'alert_day', 'shopper_id']) await sql`alter table lead_deliveries drop column ${sql.id(column)}`.execute(db);
    await sql`alter table lead_deliveries alter column lead_id set not null`.execute(db);
    await sql`delete from suppressions where kind = 'phone'`.execute(db);
    await sql`alter table suppressions drop column kind`.execute(db);
    await sql`alter table suppressions rename column address to email`.execute(db);
    await sql`alter table suppressions rename to email_suppressions`.execute(db);
  },
};
