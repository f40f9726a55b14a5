CREATE TABLE "company_people" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"country_id" integer NOT NULL,
	"type_document_id" integer NOT NULL,
	"document_number" text NOT NULL,
	"verification_digit" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"requester_company_id" integer NOT NULL,
	"target_company_id" integer NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"company_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"selection" boolean NOT NULL,
	"response" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_answers_company_id_survey_id_pk" PRIMARY KEY("company_id","survey_id")
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "surveys_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "company_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"type_document_company_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"route" text NOT NULL,
	"time" text NOT NULL,
	"md5" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"last" boolean DEFAULT true NOT NULL,
	"uploaded_by" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"route" text NOT NULL,
	"time" text NOT NULL,
	"md5" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"last" boolean DEFAULT true NOT NULL,
	"uploaded_by" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"route" text NOT NULL,
	"module" text NOT NULL,
	"file_type" text NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"state" text DEFAULT 'issued' NOT NULL,
	"file_name" text,
	"time" text,
	"md5" text,
	"size" bigint,
	"content_type" text,
	"claimed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_route_unique" UNIQUE("route")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_contact_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "special_considerations" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "tax_id_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "origin_income" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "api_token" text;--> statement-breakpoint
ALTER TABLE "user_companies" ADD COLUMN "via_request_id" integer;--> statement-breakpoint
ALTER TABLE "company_people" ADD CONSTRAINT "company_people_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_people" ADD CONSTRAINT "company_people_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_people" ADD CONSTRAINT "company_people_type_document_id_type_documents_id_fk" FOREIGN KEY ("type_document_id") REFERENCES "public"."type_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_requests" ADD CONSTRAINT "company_requests_requester_company_id_companies_id_fk" FOREIGN KEY ("requester_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_requests" ADD CONSTRAINT "company_requests_target_company_id_companies_id_fk" FOREIGN KEY ("target_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_type_document_company_id_type_document_companies_id_fk" FOREIGN KEY ("type_document_company_id") REFERENCES "public"."type_document_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_media" ADD CONSTRAINT "company_media_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_media" ADD CONSTRAINT "company_media_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_people_unique_document" ON "company_people" USING btree ("company_id","role","type_document_id","document_number");--> statement-breakpoint
CREATE UNIQUE INDEX "company_requests_pair" ON "company_requests" USING btree ("requester_company_id","target_company_id");--> statement-breakpoint
CREATE INDEX "company_requests_target" ON "company_requests" USING btree ("target_company_id");--> statement-breakpoint
CREATE INDEX "company_documents_company_type" ON "company_documents" USING btree ("company_id","type_document_company_id");--> statement-breakpoint
CREATE INDEX "company_media_company" ON "company_media" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "uploads_company" ON "uploads" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_api_token_unique" UNIQUE("api_token");