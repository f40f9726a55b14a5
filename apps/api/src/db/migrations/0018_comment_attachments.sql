-- Public comment (DESIGN.md 4.2): a comment may carry one attachment. Its
-- commenter is not logged in, so the slot is issued for a project open for
-- comment (captcha, rate limit, at most 10 MB), the file is scanned on confirm,
-- and the comment claims it once (comment_id): only a clean file can be claimed.
CREATE TABLE "project_comment_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"comment_id" integer,
	"route" text NOT NULL,
	"state" text DEFAULT 'issued' NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint,
	"md5" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_comment_attachments_comment_id_unique" UNIQUE("comment_id"),
	CONSTRAINT "project_comment_attachments_route_unique" UNIQUE("route"),
	CONSTRAINT "project_comment_attachments_state" CHECK ("state" in ('issued', 'confirmed', 'rejected')),
	CONSTRAINT "project_comment_attachments_claimed_clean" CHECK ("comment_id" is null or "state" = 'confirmed')
);
--> statement-breakpoint
ALTER TABLE "project_comment_attachments" ADD CONSTRAINT "project_comment_attachments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_comment_attachments" ADD CONSTRAINT "project_comment_attachments_comment_id_project_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."project_comments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_comment_attachments_project" ON "project_comment_attachments" USING btree ("project_id");
