import type { ApiOperation } from "./operation";

// Every file in ./operations/ exports `operations`: one file per domain, so features add theirs
// without touching a shared list.
const modules = import.meta.glob<{ operations: ApiOperation[] }>("./operations/*.ts", { eager: true });

export const allOperations: ApiOperation[] = Object.values(modules).flatMap((module) => module.operations);
