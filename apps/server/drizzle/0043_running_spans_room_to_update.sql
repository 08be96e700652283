-- Every sync updates the span of each ad it read (one row per ad). With full pages each update wrote the new
-- row on another page and left the old one for a vacuum: on the benchmark's account of 5,000 ads, a server
-- without autovacuum held them in 51 MB after about 70 syncs, and every report of a range no sync prepared read
-- all of it (16 of its 32 ms of summing). Half-full pages keep the new row on the old one's page, where the
-- next read prunes the old: rewritten that way, the same table was still 2.5 MB after 24 more syncs. The rows
-- are written again so that the pages they are on now get the room too.
ALTER TABLE "meta_ad_running_spans" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "tiktok_ad_running_spans" SET (fillfactor = 50);--> statement-breakpoint
CREATE TEMPORARY TABLE "running_spans_kept" ON COMMIT DROP AS SELECT * FROM "meta_ad_running_spans";--> statement-breakpoint
TRUNCATE "meta_ad_running_spans";--> statement-breakpoint
INSERT INTO "meta_ad_running_spans" SELECT * FROM "running_spans_kept";--> statement-breakpoint
DROP TABLE "running_spans_kept";--> statement-breakpoint
CREATE TEMPORARY TABLE "running_spans_kept" ON COMMIT DROP AS SELECT * FROM "tiktok_ad_running_spans";--> statement-breakpoint
TRUNCATE "tiktok_ad_running_spans";--> statement-breakpoint
INSERT INTO "tiktok_ad_running_spans" SELECT * FROM "running_spans_kept";--> statement-breakpoint
DROP TABLE "running_spans_kept";
