CREATE TABLE "backup_runs" (
	"day" date PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"file_name" varchar(200),
	"bytes" bigint,
	"error" varchar(500)
);
