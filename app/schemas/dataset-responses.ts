import { z } from "zod";
import { attributeColumnSchema } from "./datasets";

/** What the dataset, version and favorite endpoints answer, as the OpenAPI document describes it. */
const localized = z.object({ "zh-CN": z.string().optional(), "en-US": z.string().optional() });

export const datasetResponse = z.object({
  id: z.number(),
  name: z.string(),
  nameI18n: localized.nullable(),
  description: z.string(),
  language: z.enum(["zh-CN", "en-US"]),
  ownerId: z.number().nullable(),
  owner: z.object({ id: z.number(), username: z.string(), nickname: z.string().nullable() }).nullable(),
  isPublic: z.boolean(),
  allowFork: z.boolean(),
  tags: z.array(z.string()),
  type: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  downloadUrl: z.string().nullable(),
  entriesCount: z.number(),
  forksCount: z.number(),
  favoritesCount: z.number(),
  playsCount: z.number(),
  forkedFromId: z.number().nullable(),
  /** A fork's source; `available: false` (no name) once it is deleted or private. */
  forkedFrom: z
    .object({
      id: z.number(),
      available: z.boolean(),
      name: z.string().nullable(),
      nameI18n: localized.nullable(),
      owner: z.object({ id: z.number(), name: z.string() }).nullable(),
    })
    .nullable(),
  latestVersionId: z.number().nullable(),
});

export const deletedResponse = z.object({ id: z.number(), deleted: z.boolean(), restoreUntil: z.string() });

export const datasetListResponse = z.object({
  datasets: z.array(datasetResponse),
  total: z.number(),
  offset: z.number(),
  limit: z.number(),
});
export const pagedDatasetListResponse = datasetListResponse.extend({
  page: z.number(),
  totalPages: z.number(),
});
export const versionResponse = z.object({
  id: z.number(),
  version: z.number(),
  datasetId: z.number(),
  entriesCount: z.number(),
  changelog: z.string(),
  attributeTypes: z.array(attributeColumnSchema),
  downloadUrls: z.object({ csv: z.string(), json: z.string() }),
  createdAt: z.string(),
});
export const uploadWarning = z.object({ code: z.string(), rows: z.array(z.number()), reason: z.string() });
export const favoriteStatusResponse = z.object({
  datasetId: z.number(),
  isFavorited: z.boolean(),
  favoritedAt: z.string().nullable(),
});
export const favoriteListResponse = z.object({
  favorites: z.array(
    z.object({
      id: z.number(),
      userId: z.number(),
      datasetId: z.number(),
      createdAt: z.string(),
      updatedAt: z.string(),
      dataset: datasetResponse,
    }),
  ),
  pagination: z.object({ offset: z.number(), limit: z.number(), total: z.number() }),
});

export const restoredResponse = z.object({ id: z.number(), restored: z.boolean() });
