import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  data,
  type LoaderFunctionArgs,
} from "@remix-run/cloudflare";
import type { Params } from "@remix-run/react";
import type { z } from "zod";
import { type Locale, localeFromPath } from "~/i18n/config";
import type { AppDeps } from "~/services/deps.server";
import { type DomainErrorCode, isDomainError } from "~/utils/domain-error";
import { hasOwnKey, missingIsRequired } from "~/utils/validation";
import { issueText } from "~/web/api-messages.server";
import { pageNotFound } from "~/web/not-found.server";
import { type AuthUser, getAuthUser } from "./current-user.server";
import { type FormReplyOptions, replyWithDomainError, unshownFieldFormErrors } from "./form-reply.server";
import { answeringRateLimit, waitToAnswer } from "./gate-verdict.server";
import { loginRedirect } from "./guards.server";
import { rateLimited } from "./rate-limit.server";

/** What every page loader and action gets: the request's deps, its locale and its viewer. */
export type PageInput = {
  request: Request;
  params: Params;
  context: AppLoadContext;
  deps: AppDeps;
  url: URL;
  locale: Locale;
  /** The signed-in user or null (resolved once per request, only when asked). */
  viewer: () => Promise<AuthUser | null>;
  /** The signed-in user; a guest is sent to the login page and back. */
  requireUser: () => Promise<AuthUser>;
};

type RemixArgs = { request: Request; params: Params; context: AppLoadContext };

function pageInput({ request, params, context }: RemixArgs): PageInput {
  const url = new URL(request.url);
  let viewer: Promise<AuthUser | null> | null = null;
  const resolveViewer = () => {
    viewer ??= getAuthUser(context, request);
    return viewer;
  };
  return {
    request,
    params,
    context,
    deps: context.deps,
    url,
    locale: localeFromPath(url.pathname),
    viewer: resolveViewer,
    requireUser: async () => {
      const user = await resolveViewer();
      if (!user) throw loginRedirect(url);
      return user;
    },
  };
}

function retryHeaders(retryAfter: number | undefined): HeadersInit {
  return retryAfter === undefined ? {} : { "Retry-After": String(Math.ceil(retryAfter)) };
}

/**
 * THE mapping of a refusal to a page response, thrown to Remix: NOT_FOUND → the 404 page,
 * UNAUTHORIZED → login and back, anything else → the error page with the rule's status.
 * Responses (redirects, 404s) and unknown errors pass through untouched.
 */
export function pageError(error: unknown, request: Request): unknown {
  if (!isDomainError(error)) return error;
  if (error.code === "NOT_FOUND") return pageNotFound(request);
  if (error.code === "UNAUTHORIZED") return loginRedirect(new URL(request.url));
  return new Response(error.message, {
    status: error.status,
    headers: retryHeaders(error.retryAfter),
  });
}

/** A page loader: the handler's data, or its DomainError as a page response. */
export function pageLoader<T>(handler: (input: PageInput) => Promise<T>) {
  return answeringRateLimit(async (args: LoaderFunctionArgs): Promise<T> => {
    try {
      // The Worker's route gate spent the budgets (expensive reads such as a typed search too).
      const wait = waitToAnswer(args);
      if (wait !== null) throw rateLimited(wait);
      return await handler(pageInput(args));
    } catch (error) {
      throw pageError(error, args.request);
    }
  });
}

/**
 * A field error of a page form: the schema's own key (the page translates it in its namespace), else
 * the API's words for zod's rule in the page's language (`issueText`), a finished sentence the page
 * shows as it is — never zod's English default, with or without JavaScript.
 */
export function pageIssueMessage(issue: z.core.$ZodIssue, locale: Locale): string {
  return hasOwnKey(issue) ? issue.message : issueText(issue, locale);
}

/** A refused form: conform's reply for the page, with the status and headers of the refusal. */
export type FormFailure = { result: SubmissionResult<string[]> };

export type ActionInput<S extends z.ZodType> = PageInput & {
  submission: Submission<z.input<S>, string[], z.output<S>>;
  value: z.output<S>;
};

/**
 * A page form's action: the form parsed with the same zod schema as the API (a function of the
 * request when the schema depends on it), then the handler. A parse failure or an INVALID,
 * CONFLICT, FORBIDDEN, TOO_LARGE or RATE_LIMITED refusal comes back to the form as its errors;
 * NOT_FOUND and UNAUTHORIZED become the 404 page and the login redirect.
 */
export function pageAction<S extends z.ZodType, T>(
  schema: S | ((input: PageInput) => S | Promise<S>),
  handler: (input: ActionInput<S>) => Promise<T>,
  options: FormReplyOptions & {
    formData?: (request: Request) => Promise<FormData>;
    /** Codes that are this form's own answer, not a redirect (a login form's wrong password: UNAUTHORIZED). */
    formErrorCodes?: DomainErrorCode[];
  } = {},
) {
  return answeringRateLimit(async (args: ActionFunctionArgs) => {
    const input = pageInput(args);
    try {
      const form = await (options.formData ?? ((request: Request) => request.formData()))(args.request);
      const resolved = typeof schema === "function" ? await schema(input) : schema;
      const submission = parseWithZod(form, {
        schema: resolved,
        error: missingIsRequired,
        formatError: (issues: z.core.$ZodIssue[]) =>
          issues.map((issue) => pageIssueMessage(issue, input.locale)),
      }) as Submission<z.input<S>, string[], z.output<S>>;
      // The Worker's route gate spent the budgets; a spent one is said as the form's message (429).
      const wait = waitToAnswer(args);
      if (wait !== null) {
        const reply = replyWithDomainError(submission, rateLimited(wait), options);
        return data<FormFailure>({ result: reply.result }, { status: reply.status, headers: reply.headers });
      }
      if (submission.status !== "success") {
        // A bad hidden field (nothing the user can fix by typing) is also said as the form's error.
        const formErrors = unshownFieldFormErrors(submission.error, options.shownFields);
        return data<FormFailure>(
          {
            result: submission.reply({
              hideFields: options.hideFields,
              ...(formErrors ? { formErrors } : {}),
            }),
          },
          { status: 400 },
        );
      }
      try {
        return await handler({ ...input, submission, value: submission.value });
      } catch (error) {
        const ownAnswer = isDomainError(error) && options.formErrorCodes?.includes(error.code);
        if (
          !isDomainError(error) ||
          (!ownAnswer && (error.code === "NOT_FOUND" || error.code === "UNAUTHORIZED"))
        ) {
          throw error;
        }
        const reply = replyWithDomainError(submission, error, options);
        return data<FormFailure>({ result: reply.result }, { status: reply.status, headers: reply.headers });
      }
    } catch (error) {
      throw pageError(error, args.request);
    }
  });
}
