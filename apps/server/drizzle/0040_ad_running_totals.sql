CREATE TABLE "meta_ad_running_spans" (
	"org_id" uuid NOT NULL,
	"ad_account_id" uuid NOT NULL,
	"ad_id" uuid NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"days" integer NOT NULL,
	"spend" double precision NOT NULL,
	"spend__days" integer NOT NULL,
	"impressions" double precision NOT NULL,
	"impressions__days" integer NOT NULL,
	"clicks" double precision NOT NULL,
	"clicks__days" integer NOT NULL,
	"inline_link_clicks" double precision NOT NULL,
	"inline_link_clicks__days" integer NOT NULL,
	"outbound_clicks" double precision NOT NULL,
	"outbound_clicks__days" integer NOT NULL,
	"video_play_actions" double precision NOT NULL,
	"video_play_actions__days" integer NOT NULL,
	"actions_video_view" double precision NOT NULL,
	"actions_video_view__days" integer NOT NULL,
	"actions_omni_purchase" double precision NOT NULL,
	"actions_omni_purchase__days" integer NOT NULL,
	"action_values_omni_purchase" double precision NOT NULL,
	"action_values_omni_purchase__days" integer NOT NULL,
	"actions_omni_add_to_cart" double precision NOT NULL,
	"actions_omni_add_to_cart__days" integer NOT NULL,
	CONSTRAINT "meta_ad_running_spans_ad_account_id_ad_id_pk" PRIMARY KEY("ad_account_id","ad_id")
);
--> statement-breakpoint
CREATE TABLE "meta_ad_running_totals" (
	"org_id" uuid NOT NULL,
	"ad_account_id" uuid NOT NULL,
	"ad_id" uuid NOT NULL,
	"day" date NOT NULL,
	"days" integer NOT NULL,
	"spend" double precision NOT NULL,
	"spend__days" integer NOT NULL,
	"impressions" double precision NOT NULL,
	"impressions__days" integer NOT NULL,
	"clicks" double precision NOT NULL,
	"clicks__days" integer NOT NULL,
	"inline_link_clicks" double precision NOT NULL,
	"inline_link_clicks__days" integer NOT NULL,
	"outbound_clicks" double precision NOT NULL,
	"outbound_clicks__days" integer NOT NULL,
	"video_play_actions" double precision NOT NULL,
	"video_play_actions__days" integer NOT NULL,
	"actions_video_view" double precision NOT NULL,
	"actions_video_view__days" integer NOT NULL,
	"actions_omni_purchase" double precision NOT NULL,
	"actions_omni_purchase__days" integer NOT NULL,
	"action_values_omni_purchase" double precision NOT NULL,
	"action_values_omni_purchase__days" integer NOT NULL,
	"actions_omni_add_to_cart" double precision NOT NULL,
	"actions_omni_add_to_cart__days" integer NOT NULL,
	CONSTRAINT "meta_ad_running_totals_ad_account_id_day_ad_id_pk" PRIMARY KEY("ad_account_id","day","ad_id")
);
--> statement-breakpoint
CREATE TABLE "tiktok_ad_running_spans" (
	"org_id" uuid NOT NULL,
	"ad_account_id" uuid NOT NULL,
	"ad_id" uuid NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"days" integer NOT NULL,
	"spend" double precision NOT NULL,
	"spend__days" integer NOT NULL,
	"impressions" double precision NOT NULL,
	"impressions__days" integer NOT NULL,
	"clicks" double precision NOT NULL,
	"clicks__days" integer NOT NULL,
	"video_watched_2s" double precision NOT NULL,
	"video_watched_2s__days" integer NOT NULL,
	"total_complete_payment_rate" double precision NOT NULL,
	"total_complete_payment_rate__days" integer NOT NULL,
	"add_billing" double precision NOT NULL,
	"add_billing__days" integer NOT NULL,
	CONSTRAINT "tiktok_ad_running_spans_ad_account_id_ad_id_pk" PRIMARY KEY("ad_account_id","ad_id")
);
--> statement-breakpoint
CREATE TABLE "tiktok_ad_running_totals" (
	"org_id" uuid NOT NULL,
	"ad_account_id" uuid NOT NULL,
	"ad_id" uuid NOT NULL,
	"day" date NOT NULL,
	"days" integer NOT NULL,
	"spend" double precision NOT NULL,
	"spend__days" integer NOT NULL,
	"impressions" double precision NOT NULL,
	"impressions__days" integer NOT NULL,
	"clicks" double precision NOT NULL,
	"clicks__days" integer NOT NULL,
	"video_watched_2s" double precision NOT NULL,
	"video_watched_2s__days" integer NOT NULL,
	"total_complete_payment_rate" double precision NOT NULL,
	"total_complete_payment_rate__days" integer NOT NULL,
	"add_billing" double precision NOT NULL,
	"add_billing__days" integer NOT NULL,
	CONSTRAINT "tiktok_ad_running_totals_ad_account_id_day_ad_id_pk" PRIMARY KEY("ad_account_id","day","ad_id")
);
--> statement-breakpoint
-- Daily rows stored before the running totals existed get theirs, as a first sync would write them.
INSERT INTO "meta_ad_running_totals" (org_id, ad_account_id, ad_id, day, "days", "spend", "spend__days", "impressions", "impressions__days", "clicks", "clicks__days", "inline_link_clicks", "inline_link_clicks__days", "outbound_clicks", "outbound_clicks__days", "video_play_actions", "video_play_actions__days", "actions_video_view", "actions_video_view__days", "actions_omni_purchase", "actions_omni_purchase__days", "action_values_omni_purchase", "action_values_omni_purchase__days", "actions_omni_add_to_cart", "actions_omni_add_to_cart__days")
SELECT a.org_id, c.ad_account_id, c.ad_id, g.day,
  count(d.ad_id) OVER w,
  coalesce(sum(d."spend") OVER w, 0),
  count(d."spend") OVER w,
  coalesce(sum(d."impressions") OVER w, 0),
  count(d."impressions") OVER w,
  coalesce(sum(d."clicks") OVER w, 0),
  count(d."clicks") OVER w,
  coalesce(sum(d."inline_link_clicks") OVER w, 0),
  count(d."inline_link_clicks") OVER w,
  coalesce(sum(d."outbound_clicks") OVER w, 0),
  count(d."outbound_clicks") OVER w,
  coalesce(sum(d."video_play_actions") OVER w, 0),
  count(d."video_play_actions") OVER w,
  coalesce(sum(d."actions_video_view") OVER w, 0),
  count(d."actions_video_view") OVER w,
  coalesce(sum(d."actions_omni_purchase") OVER w, 0),
  count(d."actions_omni_purchase") OVER w,
  coalesce(sum(d."action_values_omni_purchase") OVER w, 0),
  count(d."action_values_omni_purchase") OVER w,
  coalesce(sum(d."actions_omni_add_to_cart") OVER w, 0),
  count(d."actions_omni_add_to_cart") OVER w
FROM (SELECT ad_account_id, ad_id, min(date) AS first_day, max(date) AS last_day FROM "meta_ad_insights" GROUP BY ad_account_id, ad_id) AS c
JOIN "ad_accounts" AS a ON a.id = c.ad_account_id
CROSS JOIN LATERAL (SELECT c.first_day + offset_days AS day FROM generate_series(0, c.last_day - c.first_day) AS offset_days) AS g
LEFT JOIN "meta_ad_insights" AS d ON d.ad_account_id = c.ad_account_id AND d.ad_id = c.ad_id AND d.date = g.day
WINDOW w AS (PARTITION BY c.ad_account_id, c.ad_id ORDER BY g.day ROWS UNBOUNDED PRECEDING)
ORDER BY c.ad_account_id, g.day, c.ad_id;--> statement-breakpoint
INSERT INTO "meta_ad_running_spans" (org_id, ad_account_id, ad_id, first_day, last_day, "days", "spend", "spend__days", "impressions", "impressions__days", "clicks", "clicks__days", "inline_link_clicks", "inline_link_clicks__days", "outbound_clicks", "outbound_clicks__days", "video_play_actions", "video_play_actions__days", "actions_video_view", "actions_video_view__days", "actions_omni_purchase", "actions_omni_purchase__days", "action_values_omni_purchase", "action_values_omni_purchase__days", "actions_omni_add_to_cart", "actions_omni_add_to_cart__days")
SELECT t.org_id, t.ad_account_id, t.ad_id, c.first_day, c.last_day, t."days", t."spend", t."spend__days", t."impressions", t."impressions__days", t."clicks", t."clicks__days", t."inline_link_clicks", t."inline_link_clicks__days", t."outbound_clicks", t."outbound_clicks__days", t."video_play_actions", t."video_play_actions__days", t."actions_video_view", t."actions_video_view__days", t."actions_omni_purchase", t."actions_omni_purchase__days", t."action_values_omni_purchase", t."action_values_omni_purchase__days", t."actions_omni_add_to_cart", t."actions_omni_add_to_cart__days"
FROM (SELECT ad_account_id, ad_id, min(date) AS first_day, max(date) AS last_day FROM "meta_ad_insights" GROUP BY ad_account_id, ad_id) AS c
JOIN "meta_ad_running_totals" AS t ON t.ad_account_id = c.ad_account_id AND t.day = c.last_day AND t.ad_id = c.ad_id;--> statement-breakpoint
INSERT INTO "tiktok_ad_running_totals" (org_id, ad_account_id, ad_id, day, "days", "spend", "spend__days", "impressions", "impressions__days", "clicks", "clicks__days", "video_watched_2s", "video_watched_2s__days", "total_complete_payment_rate", "total_complete_payment_rate__days", "add_billing", "add_billing__days")
SELECT a.org_id, c.ad_account_id, c.ad_id, g.day,
  count(d.ad_id) OVER w,
  coalesce(sum(d."spend") OVER w, 0),
  count(d."spend") OVER w,
  coalesce(sum(d."impressions") OVER w, 0),
  count(d."impressions") OVER w,
  coalesce(sum(d."clicks") OVER w, 0),
  count(d."clicks") OVER w,
  coalesce(sum(d."video_watched_2s") OVER w, 0),
  count(d."video_watched_2s") OVER w,
  coalesce(sum(d."total_complete_payment_rate") OVER w, 0),
  count(d."total_complete_payment_rate") OVER w,
  coalesce(sum(d."add_billing") OVER w, 0),
  count(d."add_billing") OVER w
FROM (SELECT ad_account_id, ad_id, min(date) AS first_day, max(date) AS last_day FROM "tiktok_ad_insights" GROUP BY ad_account_id, ad_id) AS c
JOIN "ad_accounts" AS a ON a.id = c.ad_account_id
CROSS JOIN LATERAL (SELECT c.first_day + offset_days AS day FROM generate_series(0, c.last_day - c.first_day) AS offset_days) AS g
LEFT JOIN "tiktok_ad_insights" AS d ON d.ad_account_id = c.ad_account_id AND d.ad_id = c.ad_id AND d.date = g.day
WINDOW w AS (PARTITION BY c.ad_account_id, c.ad_id ORDER BY g.day ROWS UNBOUNDED PRECEDING)
ORDER BY c.ad_account_id, g.day, c.ad_id;--> statement-breakpoint
INSERT INTO "tiktok_ad_running_spans" (org_id, ad_account_id, ad_id, first_day, last_day, "days", "spend", "spend__days", "impressions", "impressions__days", "clicks", "clicks__days", "video_watched_2s", "video_watched_2s__days", "total_complete_payment_rate", "total_complete_payment_rate__days", "add_billing", "add_billing__days")
SELECT t.org_id, t.ad_account_id, t.ad_id, c.first_day, c.last_day, t."days", t."spend", t."spend__days", t."impressions", t."impressions__days", t."clicks", t."clicks__days", t."video_watched_2s", t."video_watched_2s__days", t."total_complete_payment_rate", t."total_complete_payment_rate__days", t."add_billing", t."add_billing__days"
FROM (SELECT ad_account_id, ad_id, min(date) AS first_day, max(date) AS last_day FROM "tiktok_ad_insights" GROUP BY ad_account_id, ad_id) AS c
JOIN "tiktok_ad_running_totals" AS t ON t.ad_account_id = c.ad_account_id AND t.day = c.last_day AND t.ad_id = c.ad_id;
