CREATE TABLE "delivery_window_capacities" (
	"supplier_id" uuid NOT NULL,
	"delivery_date" date NOT NULL,
	"window_start_hour" integer NOT NULL,
	"capacity_trucks" integer NOT NULL,
	"updated_by_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_window_capacities_supplier_id_delivery_date_window_start_hour_pk" PRIMARY KEY("supplier_id","delivery_date","window_start_hour"),
	CONSTRAINT "delivery_window_capacities_non_negative" CHECK ("delivery_window_capacities"."capacity_trucks" >= 0)
);
--> statement-breakpoint
CREATE TABLE "supplier_blocked_dates" (
	"supplier_id" uuid NOT NULL,
	"delivery_date" date NOT NULL,
	"reason" text NOT NULL,
	"blocked_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_blocked_dates_supplier_id_delivery_date_pk" PRIMARY KEY("supplier_id","delivery_date")
);
--> statement-breakpoint
ALTER TABLE "delivery_window_capacities" ADD CONSTRAINT "delivery_window_capacities_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_window_capacities" ADD CONSTRAINT "delivery_window_capacities_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_blocked_dates" ADD CONSTRAINT "supplier_blocked_dates_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_blocked_dates" ADD CONSTRAINT "supplier_blocked_dates_blocked_by_user_id_users_id_fk" FOREIGN KEY ("blocked_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;