import { serveApi } from "~/web/api/router.server";

/** All of `/api/v1`, dispatched by the API's own router to the endpoint declaring the path and method. */
export const loader = serveApi;
export const action = serveApi;
