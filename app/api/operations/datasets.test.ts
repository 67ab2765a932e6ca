import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "../openapi.server";
import { operations as datasetOperations } from "./datasets";
import { operations as favoriteOperations } from "./favorites";
import { operations as versionOperations } from "./versions";

describe("dataset, version and favorite operations", () => {
  it("describe every spec §7 endpoint in snake_case", () => {
    const doc = buildOpenApiDocument([...datasetOperations, ...versionOperations, ...favoriteOperations]);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/v1/dataset",
        "/api/v1/dataset/my",
        "/api/v1/dataset/user/{userId}",
        "/api/v1/dataset/search",
        "/api/v1/dataset/search/tags",
        "/api/v1/dataset/{id}",
        "/api/v1/dataset/{id}/fork",
        "/api/v1/dataset/{id}/versions",
        "/api/v1/dataset/{id}/entries",
        "/api/v1/versions/{id}",
        "/api/v1/versions/{id}/download",
        "/api/v1/favorite",
        "/api/v1/favorite/{datasetId}",
        "/api/v1/favorite/check/{datasetId}",
        "/api/v1/favorite/user/{userId}",
        "/api/v1/dataset-types",
      ]),
    );
    expect(JSON.stringify(doc.paths["/api/v1/dataset"])).toContain('"is_public"');
  });
});
