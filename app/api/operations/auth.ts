import { z } from "zod";
import {
  authResponseSchema,
  loginSchema,
  logoutSchema,
  refreshResponseSchema,
  refreshSchema,
  registerSchema,
} from "~/schemas/auth";
import { defineOperations } from "../operation";

export const operations = defineOperations([
  {
    method: "post",
    path: "/api/v1/register",
    summary: "Create an account and sign in (sets the dd_session cookie)",
    tag: "auth",
    body: registerSchema,
    response: authResponseSchema,
    errors: [409],
  },
  {
    method: "post",
    path: "/api/v1/login",
    summary: "Sign in by username, email or phone (5 failures per 15 min per account and IP, then 429)",
    tag: "auth",
    body: loginSchema,
    response: authResponseSchema,
    errors: [401, 429],
  },
  {
    method: "post",
    path: "/api/v1/refresh",
    summary: "Rotate the refresh token (dd_session cookie or refresh_token) and get a new access token",
    tag: "auth",
    body: refreshSchema,
    response: refreshResponseSchema,
    errors: [401],
  },
  {
    method: "post",
    path: "/api/v1/logout",
    summary: "End the session family and clear the cookie",
    tag: "auth",
    body: logoutSchema,
    response: z.object({ loggedOut: z.boolean() }),
  },
]);
