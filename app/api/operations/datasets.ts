import { z } from "zod";
import {
  createDatasetSchema,
  datasetListQuerySchema,
  datasetPageQuerySchema,
  datasetSearchQuerySchema,
  datasetTagSearchQuerySchema,
  entriesQuerySchema,
  forkDatasetSchema,
  updateDatasetSchema,
} from "~/schemas/datasets";
import { defineOperations } from "../operation";

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

const deleted = z.object({ id: z.number(), deleted: z.boolean(), restoreUntil: z.string() });

const list = z.object({
  datasets: z.array(datasetResponse),
  total: z.number(),
  offset: z.number(),
  limit: z.number(),
});
const pagedList = list.extend({ page: z.number(), totalPages: z.number() });
const tag = "datasets";

export const operations = defineOperations([
  {
    method: "get",
    path: "/api/v1/dataset",
    summary: "Datasets the caller can see (public, plus their own private ones)",
    tag,
    query: datasetListQuerySchema,
    response: list,
  },
  {
    method: "post",
    path: "/api/v1/dataset",
    summary: "Create a dataset",
    tag,
    auth: true,
    body: createDatasetSchema,
    response: datasetResponse,
  },
  {
    method: "get",
    path: "/api/v1/dataset/my",
    summary: "The caller's datasets",
    tag,
    auth: true,
    query: datasetPageQuerySchema,
    response: pagedList,
  },
  {
    method: "get",
    path: "/api/v1/dataset/user/{userId}",
    summary: "A user's public datasets",
    tag,
    query: datasetPageQuerySchema,
    response: pagedList,
  },
  {
    method: "get",
    path: "/api/v1/dataset/search",
    summary: "Search by name and description",
    tag,
    query: datasetSearchQuerySchema,
    response: pagedList,
  },
  {
    method: "get",
    path: "/api/v1/dataset/search/tags",
    summary: "Datasets carrying every tag given (comma-joined)",
    tag,
    query: datasetTagSearchQuerySchema,
    response: pagedList,
  },
  {
    method: "get",
    path: "/api/v1/dataset/{id}",
    summary: "One dataset (404 when private and not the caller's)",
    tag,
    response: datasetResponse,
    errors: [404],
  },
  {
    method: "put",
    path: "/api/v1/dataset/{id}",
    summary: "Update a dataset (owner)",
    tag,
    auth: true,
    body: updateDatasetSchema,
    response: datasetResponse,
    errors: [403, 404],
  },
  {
    method: "delete",
    path: "/api/v1/dataset/{id}",
    summary: "Delete a dataset (owner): hidden at once, restorable for 30 days, then purged",
    tag,
    auth: true,
    response: deleted,
    errors: [403, 404, 429],
  },
  {
    method: "post",
    path: "/api/v1/dataset/{id}/restore",
    summary: "Undo a dataset delete within 30 days (owner)",
    tag,
    auth: true,
    response: z.object({ id: z.number(), restored: z.boolean() }),
    errors: [404, 429],
  },
  {
    method: "post",
    path: "/api/v1/dataset/{id}/fork",
    summary: "Fork the latest version (public + allowFork, or the owner)",
    tag,
    auth: true,
    body: forkDatasetSchema,
    response: z.object({ message: z.string(), dataset: datasetResponse }),
    errors: [403, 404],
  },
  {
    method: "get",
    path: "/api/v1/dataset/{id}/entries",
    summary: "Guess autocomplete over the latest version's names, labels and aliases",
    tag,
    query: entriesQuerySchema,
    response: z.object({
      entries: z.array(
        z.object({
          id: z.number(),
          name: z.string(),
          labels: localized.nullable(),
          aliases: z.array(z.string()),
          imageUrl: z.string().nullable(),
        }),
      ),
    }),
    errors: [404],
  },
  {
    method: "get",
    path: "/api/v1/dataset-types",
    summary: "Dataset types with their number of public datasets",
    tag,
    response: z.object({ types: z.array(z.object({ type: z.string(), count: z.number() })) }),
  },
]);
