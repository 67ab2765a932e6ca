import { z } from "zod";

/** The highest `page` any list accepts (API and pages alike). */
export const MAX_PAGE = 10_000;

const pageNumber = z.coerce.number().int().min(1).catch(1);

/** A page's `?page=`: a whole number from 1 up to MAX_PAGE; anything unreadable is page 1. */
export function pageParam(url: URL): number {
  return Math.min(MAX_PAGE, pageNumber.parse(url.searchParams.get("page") ?? undefined));
}

/** How many pages `total` items fill (at least one, so an empty list still has a page). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
