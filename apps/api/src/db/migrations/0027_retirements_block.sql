-- The CAD Trust units (GET /api/cadtrust/v2/units, decision 042) join each
-- block to its retirement: an index on the block, so a page reads its rows
-- instead of scanning every retirement.
CREATE INDEX "retirements_block" ON "retirements" USING btree ("block_id");
