-- A sync writes back every ad it reads, and most come back unchanged but for the time of the write and the
-- thumbnail's address (a CDN address the platforms may sign and date anew; reports read it for the page's rows
-- only, never from the report memory). Raising ads_version for those made the report memory read an account's
-- ads again after every sync. An update now raises the version of the accounts whose ads changed in anything
-- else: a name, a creative, a status, labels, a column added later.
CREATE FUNCTION "ad_accounts_raise_ads_version_on_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "ad_accounts" SET "ads_version" = "ads_version" + 1
  WHERE "id" IN (
    SELECT unnest(ARRAY["after"."ad_account_id", "before"."ad_account_id"])
    FROM "changed_ads" AS "after" FULL JOIN "previous_ads" AS "before" ON "before"."id" = "after"."id"
    WHERE to_jsonb("after") - 'updated_at' - 'thumbnail_url'
      IS DISTINCT FROM to_jsonb("before") - 'updated_at' - 'thumbnail_url'
  );
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "ads_updated_raise_ads_version" ON "ads";--> statement-breakpoint
CREATE TRIGGER "ads_updated_raise_ads_version" AFTER UPDATE ON "ads"
  REFERENCING OLD TABLE AS "previous_ads" NEW TABLE AS "changed_ads"
  FOR EACH STATEMENT EXECUTE FUNCTION "ad_accounts_raise_ads_version_on_change"();
