CREATE TABLE "log_checkpoints" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"size" bigint NOT NULL,
	"root_hash" text NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "log_checkpoints_size_unique" UNIQUE("size")
);
--> statement-breakpoint
CREATE TABLE "log_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"data" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"leaf_index" bigint,
	CONSTRAINT "log_events_leaf_index_unique" UNIQUE("leaf_index")
);
--> statement-breakpoint
CREATE TABLE "log_nodes" (
	"level" integer NOT NULL,
	"index" bigint NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "log_nodes_level_index_pk" PRIMARY KEY("level","index")
);
--> statement-breakpoint
CREATE INDEX "log_events_unsequenced_idx" ON "log_events" USING btree ("id") WHERE leaf_index is null;