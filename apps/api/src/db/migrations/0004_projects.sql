CREATE TABLE "methodologies" (
	"id" serial PRIMARY KEY NOT NULL,
	"standard_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_code_counters" (
	"standard_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "project_code_counters_standard_id_country_id_pk" PRIMARY KEY("standard_id","country_id")
);
--> statement-breakpoint
CREATE TABLE "project_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"field" text NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb,
	"reason" text NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"period" integer,
	"is_public" boolean DEFAULT false NOT NULL,
	"file_name" text NOT NULL,
	"route" text NOT NULL,
	"time" text NOT NULL,
	"md5" text NOT NULL,
	"sha256" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"last" boolean DEFAULT true NOT NULL,
	"uploaded_by" integer,
	"company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"reason" text,
	"user_id" integer,
	"company_id" integer,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"suspended_from" text,
	"standard_id" integer,
	"methodology_id" integer,
	"sector" text,
	"type" text,
	"descriptions" jsonb DEFAULT '{"es":"","en":"","pt":""}'::jsonb NOT NULL,
	"sdgs" integer[] DEFAULT '{}' NOT NULL,
	"country_id" integer,
	"region_id" integer,
	"city_id" integer,
	"latitude" double precision,
	"longitude" double precision,
	"area" jsonb,
	"area_hectares" double precision,
	"developer_company_id" integer,
	"owner_company_id" integer,
	"certifier_company_id" integer,
	"ovv_company_id" integer,
	"crediting_start" date,
	"crediting_end" date,
	"estimated_annual_reductions" integer,
	"is_ccp_approved" boolean DEFAULT false NOT NULL,
	"is_corsia_eligible" boolean DEFAULT false NOT NULL,
	"is_article6_authorized" boolean DEFAULT false NOT NULL,
	"corresponding_adjustment" text DEFAULT 'notRequired' NOT NULL,
	"is_conversion" boolean DEFAULT false NOT NULL,
	"origin_registry" text,
	"origin_project_id" text,
	"origin_project_url" text,
	"public_comment_ends_on" date,
	"current_period" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by_company_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "methodologies" ADD CONSTRAINT "methodologies_standard_id_standards_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."standards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_code_counters" ADD CONSTRAINT "project_code_counters_standard_id_standards_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."standards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_code_counters" ADD CONSTRAINT "project_code_counters_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_corrections" ADD CONSTRAINT "project_corrections_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_corrections" ADD CONSTRAINT "project_corrections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_corrections" ADD CONSTRAINT "project_corrections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_events" ADD CONSTRAINT "project_events_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_events" ADD CONSTRAINT "project_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_events" ADD CONSTRAINT "project_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_standard_id_standards_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."standards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_methodology_id_methodologies_id_fk" FOREIGN KEY ("methodology_id") REFERENCES "public"."methodologies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_developer_company_id_companies_id_fk" FOREIGN KEY ("developer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_owner_company_id_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_certifier_company_id_companies_id_fk" FOREIGN KEY ("certifier_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_ovv_company_id_companies_id_fk" FOREIGN KEY ("ovv_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_company_id_companies_id_fk" FOREIGN KEY ("created_by_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "methodologies_standard_code" ON "methodologies" USING btree ("standard_id","code");--> statement-breakpoint
CREATE INDEX "project_corrections_project" ON "project_corrections" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "project_documents_project" ON "project_documents" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_events_project" ON "project_events" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "projects_state" ON "projects" USING btree ("state");--> statement-breakpoint
CREATE INDEX "projects_developer" ON "projects" USING btree ("developer_company_id");--> statement-breakpoint
CREATE INDEX "projects_owner" ON "projects" USING btree ("owner_company_id");--> statement-breakpoint
CREATE INDEX "projects_certifier" ON "projects" USING btree ("certifier_company_id");--> statement-breakpoint
CREATE INDEX "projects_ovv" ON "projects" USING btree ("ovv_company_id");