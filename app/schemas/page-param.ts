import { z } from "zod";

/** The highest `page` any list accepts (API and pages alike). */
export const MAX_PAGE = 10_000;
/** How many items a list shows when the client does not say (spec §9: 20), API and pages alike. */
export const DEFAULT_PAGE_SIZE = 20;
/** The most items one request may ask a list for. */
export const MAX_PAGE_SIZE = 100;

/** An API list's `limit`: 1 to MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE when absent. */
export const pageSize = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE);

const pageNumber = z.coerce.number().int().min(1).catch(1);

/** A page's `?page=`: a whole number from 1 up to MAX_PAGE; anything unreadable is page 1. */
export function pageParam(url: URL): number {
  return Math.min(MAX_PAGE, pageNumber.parse(url.searchParams.get("page") ?? undefined));
}

/** How many pages `total` items fill (at least one, so an empty list still has a page). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
