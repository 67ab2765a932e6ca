import type { z } from "zod";
import type { RateTier } from "./rate-limit.server";

export type ApiMethod = "get" | "post" | "put" | "delete";

/**
 * One `/api/v1` endpoint: what the OpenAPI document says about it and what its handler is given.
 * The schemas here are the ones the request is parsed with, so the two cannot drift apart.
 */
export type ApiOperation = {
  method: ApiMethod;
  /** OpenAPI path template, e.g. `/api/v1/dataset/{id}`: the route file's own URL. */
  path: string;
  summary: string;
  tag: string;
  /**
   * `true`: the handler gets the signed-in `user` (401 without one). `"player"`: the handler
   * resolves a signed-in user or a guest itself; the document lists the same security.
   */
  auth?: true | "player";
  /** One schema per path parameter, each parsed on its own so a 400 names the parameter. */
  params?: Record<string, z.ZodType>;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Content type of the body when not JSON (uploads, beacons). */
  bodyContentType?: string;
  /** The handler reads the body itself (a JSON or multipart upload); `body` only documents it. */
  bodyReadByHandler?: true;
  /** The `data` of the success envelope. */
  response?: z.ZodType;
  /** The success status when the handler returns data (201 for a creation). */
  status?: number;
  /** Error statuses worth listing besides 400 and 500. */
  errors?: readonly number[];
  /**
   * The rate-limit tier its requests spend (docs/rate-limits.md); null: only the IP budget. Unset:
   * a read spends only the IP budget and a write spends `write`.
   */
  rateTier?: RateTier | null;
  /** The query parameter that makes a read a typed (LIKE) search, spending `search` when present. */
  searchParam?: string;
};
