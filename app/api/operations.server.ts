import type { ApiOperation } from "./operation";

// Every file in ./operations/ exports `operations`: one file per domain, so features add theirs
// without touching a shared list.
// Tests beside them are not operations (and would pull vitest into the Worker).
const modules = import.meta.glob<{ operations: ApiOperation[] }>(
  ["./operations/*.ts", "!./operations/*.test.ts"],
  {
    eager: true,
  },
);

export const allOperations: ApiOperation[] = Object.values(modules).flatMap((module) => module.operations);
