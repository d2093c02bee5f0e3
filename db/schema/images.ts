import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Generated gallery images; the files live in storage under image_key (full PNG) and thumb_key (WebP thumbnail). */
export const images = pgTable(
  "images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    prompt: text("prompt").notNull(),
    negativePrompt: text("negative_prompt").notNull().default(""),
    style: text("style").notNull(),
    filter: text("filter").notNull(),
    seed: integer("seed").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    provider: text("provider").notNull(),
    imageKey: text("image_key").notNull(),
    thumbKey: text("thumb_key").notNull(),
    visibility: text("visibility", { enum: ["public", "private"] }).notNull(),
    /** Set when an admin hides the image after a report; hidden images leave the public gallery. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("images_user_created_idx").on(table.userId, table.createdAt.desc()),
    index("images_public_created_idx")
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.visibility} = 'public' and ${table.hiddenAt} is null`),
    check("images_visibility_check", sql`${table.visibility} in ('public', 'private')`),
  ],
);

export type Image = typeof images.$inferSelect;
export type NewImage = typeof images.$inferInsert;
