-- For You's weights kept per user instead of worked out on every request (docs/decisions/0011-for-you.md): a tag weighs 1 per chosen interest, plus 0.5 per one of the user's 100 most recent likes
-- carrying it (at most 2 from likes). The feed reads one JSON object by the user's primary key; triggers keep
-- it right when the user's likes or interests change, and when a liked item's tags change or it is deleted.
ALTER TABLE "users" ADD COLUMN "for_you_weights" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- The users who liked an item, for when its tags change.
CREATE INDEX "likes_entity_idx" ON "likes" USING btree ("kind", "entity_id");--> statement-breakpoint
-- VOLATILE: run again after waiting for another transaction's lock on the user's row, it reads with a new
-- snapshot, so two likes committed at once both count.
CREATE FUNCTION sefer_for_you_weights(uid bigint, chosen text[]) RETURNS jsonb
LANGUAGE sql VOLATILE AS $$
  SELECT coalesce(jsonb_object_agg(tag, w), '{}') FROM (
    SELECT tag, sum(w) AS w FROM (
      SELECT unnest(chosen) AS tag, 1.0::float8 AS w
      UNION ALL
      SELECT t.tag, least(0.5 * count(*), 2)::float8 FROM (
        SELECT l.kind, l.entity_id FROM likes l WHERE l.user_id = uid
        ORDER BY l.created_at DESC NULLS LAST LIMIT 100) l
      JOIN feed_entries e ON e.kind = l.kind AND e.id = l.entity_id CROSS JOIN unnest(e.tags) AS t(tag)
      GROUP BY t.tag) x
    GROUP BY tag) x
$$;--> statement-breakpoint
CREATE FUNCTION sefer_users_for_you() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.for_you_weights := sefer_for_you_weights(NEW.id, NEW.interests);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_for_you" BEFORE INSERT OR UPDATE OF "interests" ON "users"
  FOR EACH ROW EXECUTE FUNCTION sefer_users_for_you();--> statement-breakpoint
-- Works the weights of these users out again.
CREATE FUNCTION sefer_refresh_for_you(uids bigint[]) RETURNS void LANGUAGE sql VOLATILE AS $$
  UPDATE users u SET for_you_weights = sefer_for_you_weights(u.id, u.interests) WHERE u.id = ANY(uids)
$$;--> statement-breakpoint
-- At commit, not at once: a like locks the item's row (its count) in the same transaction, and a tag edit locks
-- the item before its likers, so the user's row is always locked last.
CREATE FUNCTION sefer_likes_for_you() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sefer_refresh_for_you(ARRAY[CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "likes_for_you" AFTER INSERT OR UPDATE OR DELETE ON "likes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sefer_likes_for_you();--> statement-breakpoint
CREATE FUNCTION sefer_liked_entry_for_you() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sefer_refresh_for_you(ARRAY(SELECT l.user_id FROM likes l WHERE l.kind = OLD.kind AND l.entity_id = OLD.id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "feed_entries_tags_for_you" AFTER UPDATE OF "tags" ON "feed_entries"
  FOR EACH ROW WHEN (OLD.tags IS DISTINCT FROM NEW.tags) EXECUTE FUNCTION sefer_liked_entry_for_you();--> statement-breakpoint
CREATE TRIGGER "feed_entries_delete_for_you" AFTER DELETE ON "feed_entries"
  FOR EACH ROW EXECUTE FUNCTION sefer_liked_entry_for_you();--> statement-breakpoint
-- TRUNCATE fires no row triggers: every user's weights again.
CREATE FUNCTION sefer_all_for_you() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sefer_refresh_for_you(ARRAY(SELECT id FROM users));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "likes_truncate_for_you" AFTER TRUNCATE ON "likes"
  FOR EACH STATEMENT EXECUTE FUNCTION sefer_all_for_you();--> statement-breakpoint
CREATE TRIGGER "feed_entries_truncate_for_you" AFTER TRUNCATE ON "feed_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION sefer_all_for_you();--> statement-breakpoint
SELECT sefer_refresh_for_you(ARRAY(SELECT "id" FROM "users"));
