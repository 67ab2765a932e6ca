import { z } from "zod";
import { DATASET_LANGUAGES, DATASET_SORTS, DATASET_TYPES, stripControls } from "~/schemas/datasets";
import { DEFAULT_PAGE_SIZE, MAX_PAGE } from "~/schemas/page-param";

// A bad filter value (hand-edited URL) is ignored rather than failing the whole page.
const browseSchema = z.object({
  q: z
    .string()
    .transform((text) => stripControls(text).trim())
    .pipe(z.string().max(100))
    .catch(""),
  tag: z
    .string()
    .transform((text) => stripControls(text).trim())
    .pipe(z.string().max(32))
    .catch(""),
  language: z.enum(DATASET_LANGUAGES).optional().catch(undefined),
  type: z.enum(DATASET_TYPES).optional().catch(undefined),
  // Browse leads with what is played this week.
  sort: z.enum(DATASET_SORTS).catch("trending"),
  /** "Show all": also datasets not playable yet (too few entries, no published version). */
  all: z.literal("1").optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
});

export type BrowseQuery = z.output<typeof browseSchema> & { limit: number };

export function parseBrowseQuery(params: URLSearchParams): BrowseQuery {
  const raw = Object.fromEntries([...params].filter(([, value]) => value !== ""));
  return {
    ...browseSchema.parse({ q: "", tag: "", sort: "trending", page: 1, ...raw }),
    limit: DEFAULT_PAGE_SIZE,
  };
}
