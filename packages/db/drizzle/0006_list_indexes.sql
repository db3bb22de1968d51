CREATE INDEX "deaths_date" ON "deaths" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "egg_collections_date" ON "egg_collections" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "weighings_date" ON "weighings" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "sales_date" ON "sales" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "feed_purchases_farm_date" ON "feed_purchases" USING btree ("farm_id","date");--> statement-breakpoint
CREATE INDEX "feed_usages_date" ON "feed_usages" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "medicine_uses_date" ON "medicine_uses" USING btree ("date","id");