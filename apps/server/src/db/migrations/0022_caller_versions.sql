CREATE TABLE "caller_versions" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "caller_versions" ADD CONSTRAINT "caller_versions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every change to what a signed-in request's caller is made of (the person, the role and its grants, the outlets
-- the person reaches, the business's outlets, a session's end) raises its business's counter and announces the
-- business on `caller_changes`, so that cached callers are not used past it (decision 0140). Triggers rather than
-- each writer: no write path, job or support command can forget. Deferred to commit, so that the counter's row is
-- the last lock a transaction takes (no deadlock with the rows it changed before); a business already gone (its
-- rows deleted with it) needs no counter.
CREATE FUNCTION "note_caller_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer := CASE WHEN TG_OP = 'DELETE' THEN OLD."business_id" ELSE NEW."business_id" END;
BEGIN
  IF EXISTS (SELECT 1 FROM "businesses" WHERE "id" = changed) THEN
    INSERT INTO "caller_versions" AS v ("business_id", "version") VALUES (changed, 1)
      ON CONFLICT ("business_id") DO UPDATE SET "version" = v."version" + 1;
    PERFORM pg_notify('caller_changes', changed::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_caller_change" AFTER UPDATE OR DELETE ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_caller_change"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "roles_caller_change" AFTER UPDATE OR DELETE ON "roles"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_caller_change"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "role_permissions_caller_change" AFTER INSERT OR UPDATE OR DELETE ON "role_permissions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_caller_change"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "user_outlets_caller_change" AFTER INSERT OR UPDATE OR DELETE ON "user_outlets"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_caller_change"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "outlets_caller_change" AFTER INSERT OR UPDATE OR DELETE ON "outlets"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_caller_change"();
--> statement-breakpoint
-- A session ends when its refresh-token family is revoked or its rows deleted; rotation (rotated_at) does not end it.
CREATE CONSTRAINT TRIGGER "refresh_tokens_caller_change" AFTER UPDATE OF "revoked_at" ON "refresh_tokens"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."revoked_at" IS DISTINCT FROM NEW."revoked_at")
  EXECUTE FUNCTION "note_caller_change"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "refresh_tokens_caller_end" AFTER DELETE ON "refresh_tokens"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "note_caller_change"();
