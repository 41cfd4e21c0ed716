-- Hand-written (drizzle-kit generate --custom): the counters of migration 0005, kept by the
-- database on every insert and delete of action items and entries, whoever writes them (the API,
-- the demo seed, an import). Statement-level triggers with transition tables: one UPDATE per
-- statement and session, not per row. Entries and action items are never moved to another
-- session nor retyped; they go away with their session (the UPDATE then finds no row).
-- The entry types are the student's own work of common/domain/dashboard-stats.ts (1, 3, 10).
CREATE FUNCTION labbook_count_actions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE labbook_sessions s SET action_count = s.action_count + d.n
    FROM (SELECT session_id, count(*)::int AS n FROM new_rows GROUP BY session_id) d
    WHERE s.id = d.session_id;
  ELSE
    UPDATE labbook_sessions s SET action_count = s.action_count - d.n
    FROM (SELECT session_id, count(*)::int AS n FROM old_rows GROUP BY session_id) d
    WHERE s.id = d.session_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION labbook_count_work_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE labbook_sessions s SET work_entry_count = s.work_entry_count + d.n
    FROM (SELECT session_id, count(*)::int AS n FROM new_rows
          WHERE entry_type IN (1, 3, 10) GROUP BY session_id) d
    WHERE s.id = d.session_id;
  ELSE
    UPDATE labbook_sessions s SET work_entry_count = s.work_entry_count - d.n
    FROM (SELECT session_id, count(*)::int AS n FROM old_rows
          WHERE entry_type IN (1, 3, 10) GROUP BY session_id) d
    WHERE s.id = d.session_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER labbook_actions_counted_in AFTER INSERT ON labbook_actions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION labbook_count_actions();--> statement-breakpoint
CREATE TRIGGER labbook_actions_counted_out AFTER DELETE ON labbook_actions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION labbook_count_actions();--> statement-breakpoint
CREATE TRIGGER labbook_entries_counted_in AFTER INSERT ON labbook_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION labbook_count_work_entries();--> statement-breakpoint
CREATE TRIGGER labbook_entries_counted_out AFTER DELETE ON labbook_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION labbook_count_work_entries();--> statement-breakpoint
-- The books written before this migration.
UPDATE labbook_sessions s SET
  action_count = (SELECT count(*) FROM labbook_actions a WHERE a.session_id = s.id),
  work_entry_count = (SELECT count(*) FROM labbook_entries e
                      WHERE e.session_id = s.id AND e.entry_type IN (1, 3, 10));
