import type { z } from "zod";

/** One `/api/v1` endpoint as the OpenAPI document describes it; schemas are the ones the handler parses. */
export type ApiOperation = {
  method: "get" | "post" | "put" | "delete";
  /** OpenAPI path template, e.g. `/api/v1/dataset/{id}`. */
  path: string;
  summary: string;
  tag: string;
  /** Needs a bearer token or session cookie. */
  auth?: boolean;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Content type of the body when not JSON (uploads, beacons). */
  bodyContentType?: string;
  /** The `data` of the success envelope. */
  response?: z.ZodType;
  /** Error statuses worth listing besides 400 and 500. */
  errors?: number[];
};

export const defineOperations = (operations: ApiOperation[]) => operations;
