CREATE TABLE "schema_compat" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"oldest_reader" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "schema_compat_one_row" CHECK ("schema_compat"."id" = 1)
);
--> statement-breakpoint
-- Any release may run on this database until a contracting migration raises oldest_reader.
INSERT INTO "schema_compat" ("id", "oldest_reader") VALUES (1, 0);
