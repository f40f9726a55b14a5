-- A reversal names the movement it reverses (DESIGN.md 4.3; issue 18, fault 3):
-- a movement is reversed at most once. reverse-movement.ts checks it under the
-- block's lock; this partial unique index is the backstop under concurrency.
ALTER TABLE "movements" ADD COLUMN "reverses_movement_id" integer REFERENCES "movements"("id");--> statement-breakpoint
CREATE UNIQUE INDEX "movements_reversed_once" ON "movements" USING btree ("reverses_movement_id") WHERE "reverses_movement_id" IS NOT NULL;
