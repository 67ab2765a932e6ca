import { z } from "zod";
import { defineOperations } from "../operation";

export const operations = defineOperations([
  {
    method: "get",
    path: "/api/v1/openapi.json",
    summary: "This document",
    tag: "meta",
    response: z.object({ openapi: z.string() }).passthrough(),
  },
]);
