CREATE TABLE "signature_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"signer_user_id" integer NOT NULL,
	"signer_company_id" integer NOT NULL,
	"role" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"document_sha256" text NOT NULL,
	"consent_text" text NOT NULL,
	"client_address" text NOT NULL,
	"record_json" text NOT NULL,
	"record_sha256" text NOT NULL,
	"registry_signature" text NOT NULL,
	CONSTRAINT "signature_records_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
CREATE TABLE "signature_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"project_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"signer_user_id" integer NOT NULL,
	"signer_company_id" integer NOT NULL,
	"role" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "signature_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "signature_records" ADD CONSTRAINT "signature_records_request_id_signature_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signature_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_records" ADD CONSTRAINT "signature_records_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_records" ADD CONSTRAINT "signature_records_document_id_project_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."project_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_records" ADD CONSTRAINT "signature_records_signer_user_id_users_id_fk" FOREIGN KEY ("signer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_records" ADD CONSTRAINT "signature_records_signer_company_id_companies_id_fk" FOREIGN KEY ("signer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_document_id_project_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."project_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_signer_user_id_users_id_fk" FOREIGN KEY ("signer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_signer_company_id_companies_id_fk" FOREIGN KEY ("signer_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signature_records_project" ON "signature_records" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "signature_requests_project" ON "signature_requests" USING btree ("project_id");