import { sql } from "drizzle-orm";
import { integer } from "drizzle-orm/sqlite-core";

/** Integer primary key; SQLite assigns it. */
export const id = () => integer("id").primaryKey({ autoIncrement: true });

/** Millisecond timestamps, filled by the database when not given. */
export const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`);

export const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`)
    .$onUpdate(() => new Date());

export const bool = (name: string) => integer(name, { mode: "boolean" });
