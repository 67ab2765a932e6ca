import { Link as RemixLink, NavLink as RemixNavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { Link, NavLink } from "./link";

/** The HTML a route at `/en-US/datasets/1` renders for `element`, under a static router as on the server. */
async function render(element: ReactNode): Promise<string> {
  const routes = [{ path: "/:lang?/datasets/:id", element }];
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request("http://localhost/en-US/datasets/1"));
  if (context instanceof Response) throw new Error("unexpected response");
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} />,
  );
}

describe("Link (server render)", () => {
  const cases: { name: string; to: string; extra?: Record<string, string> }[] = [
    { name: "a plain path", to: "/en-US/game/1" },
    { name: "a path with a query", to: "/datasets?tag=%E5%8C%96%E5%AD%A6&page=2" },
    { name: "a path with a hash", to: "/en-US/news#latest" },
    { name: "the root", to: "/" },
    { name: "a relative query", to: "?page=2" },
    { name: "a relative path", to: "../game" },
    { name: "an empty query", to: "/en-US/game?" },
    {
      name: "attributes",
      to: "/en-US/game/1",
      extra: { className: "button", "aria-label": "Play", title: "t" },
    },
    { name: "a new tab", to: "/en-US/terms", extra: { target: "_blank", rel: "noopener" } },
  ];
  for (const { name, to, extra } of cases) {
    it(`writes the same element as Remix's Link for ${name}`, async () => {
      const ours = await render(
        <Link to={to} {...extra}>
          go
        </Link>,
      );
      const remix = await render(
        <RemixLink to={to} {...extra}>
          go
        </RemixLink>,
      );
      expect(ours).toContain("<a ");
      expect(ours).toBe(remix);
    });
  }

  it("keeps Remix's Link when prefetching or without discovery", async () => {
    const ours = await render(
      <>
        <Link to="/en-US/game/1" discover="none">
          a
        </Link>
        <Link to="/en-US/game/1" reloadDocument>
          b
        </Link>
      </>,
    );
    expect(ours).toBe(
      await render(
        <>
          <RemixLink to="/en-US/game/1" discover="none">
            a
          </RemixLink>
          <RemixLink to="/en-US/game/1" reloadDocument>
            b
          </RemixLink>
        </>,
      ),
    );
    expect(ours).not.toContain("data-discover");
  });
});

describe("NavLink (server render)", () => {
  type Props = Omit<Parameters<typeof NavLink>[0], "to">;
  const cases: { name: string; to: string; props?: Props }[] = [
    { name: "the page's section (active)", to: "/en-US/datasets" },
    { name: "the page's section with end (not active)", to: "/en-US/datasets", props: { end: true } },
    { name: "the page itself with end (active)", to: "/en-US/datasets/1", props: { end: true } },
    { name: "another section", to: "/en-US/game" },
    { name: "a prefix that is not a segment", to: "/en-US/data" },
    { name: "a trailing slash", to: "/en-US/datasets/" },
    { name: "the root", to: "/" },
    { name: "another case", to: "/EN-US/Datasets" },
    { name: "another case, case-sensitive", to: "/EN-US/Datasets", props: { caseSensitive: true } },
    { name: "a query", to: "/en-US/datasets?page=2" },
    {
      name: "a class name and style",
      to: "/en-US/datasets",
      props: { className: "nav", style: { color: "red" } },
    },
    {
      name: "class, style and children as functions",
      to: "/en-US/datasets",
      props: {
        className: ({ isActive }) => (isActive ? "on" : "off"),
        style: ({ isActive }) => ({ fontWeight: isActive ? 700 : 400 }),
        children: ({ isActive }) => (isActive ? "here" : "there"),
      },
    },
    { name: "aria-current given", to: "/en-US/datasets", props: { "aria-current": "location" } },
    { name: "a relative path", to: "game" },
    { name: "a non-ASCII path", to: "/en-US/datasets/化学" },
  ];
  for (const { name, to, props } of cases) {
    it(`writes the same element as Remix's NavLink for ${name}`, async () => {
      const ours = await render(
        <NavLink to={to} {...props}>
          {props?.children ?? "go"}
        </NavLink>,
      );
      const remix = await render(
        <RemixNavLink to={to} {...props}>
          {props?.children ?? "go"}
        </RemixNavLink>,
      );
      expect(ours).toContain("<a ");
      expect(ours).toBe(remix);
    });
  }
});
