import { z } from "zod";
import { favoriteCreateSchema, offsetQuerySchema } from "~/schemas/datasets";
import { defineOperations } from "../operation";
import { datasetResponse } from "./datasets";

const status = z.object({
  datasetId: z.number(),
  isFavorited: z.boolean(),
  favoritedAt: z.string().nullable(),
});
const favoriteList = z.object({
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
const tag = "favorites";

export const operations = defineOperations([
  {
    method: "post",
    path: "/api/v1/favorite",
    summary: "Favorite a dataset (idempotent)",
    tag,
    auth: true,
    body: favoriteCreateSchema,
    response: status,
    errors: [404],
  },
  {
    method: "delete",
    path: "/api/v1/favorite/{datasetId}",
    summary: "Remove a favorite",
    tag,
    auth: true,
    response: status,
    errors: [404],
  },
  {
    method: "get",
    path: "/api/v1/favorite/check/{datasetId}",
    summary: "Favorite status",
    tag,
    auth: true,
    response: status,
    errors: [404],
  },
  {
    method: "get",
    path: "/api/v1/favorite",
    summary: "The caller's favorites",
    tag,
    auth: true,
    query: offsetQuerySchema,
    response: favoriteList,
  },
  {
    method: "get",
    path: "/api/v1/favorite/user/{userId}",
    summary: "A user's favorites among datasets the caller can see",
    tag,
    query: offsetQuerySchema,
    response: favoriteList,
  },
]);
