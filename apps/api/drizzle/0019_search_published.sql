DROP INDEX "jobs_search_gin";--> statement-breakpoint
CREATE INDEX "jobs_search_gin" ON "jobs" USING gin ("search") WHERE "jobs"."status" = 'published';