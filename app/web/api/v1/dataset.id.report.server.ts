import { z } from "zod";
import { idParamSchema } from "~/schemas/datasets";
import { reportSchema } from "~/schemas/report";
import { reportDataset } from "~/services/datasets/reports.server";
import { apiRoute } from "~/web/api-route.server";

/** 201 with the open report; 409 when this player already has one open on the dataset. */
const route = apiRoute(
  {
    method: "post",
    path: "/api/v1/dataset/{id}/report",
    summary: "Report a dataset to the operators (one open report per player and dataset)",
    tag: "datasets",
    auth: true,
    params: { id: idParamSchema },
    body: reportSchema,
    response: z.object({ id: z.number().int(), status: z.literal("open") }),
    status: 201,
    errors: [401, 404, 409, 429],
  },
  ({ request, context, user, params, body }) =>
    reportDataset(context.deps, user.id, params.id, body, request.headers.get("CF-Connecting-IP")),
);

export const endpoints = [route];
