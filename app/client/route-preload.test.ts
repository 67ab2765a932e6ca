import { describe, expect, it } from "vitest";
import { routeModulesToPreload } from "~/client/route-preload";

const routes = [
  {
    id: "root",
    path: "",
    children: [
      {
        id: "routes/($lang)",
        path: ":lang?",
        children: [
          { id: "routes/($lang).news", path: "news" },
          { id: "routes/($lang)._index", index: true },
        ],
      },
    ],
  },
];

const manifestRoutes = Object.fromEntries(
  ["root", "routes/($lang)", "routes/($lang).news", "routes/($lang)._index"].map((id) => [
    id,
    { id, module: `/assets/${id}.js` },
  ]),
);

describe("routeModulesToPreload", () => {
  it("lists the modules of the matched routes that are not loaded yet", () => {
    const globals = {
      __remixManifest: { version: "1", routes: manifestRoutes },
      __remixRouter: { routes },
      __remixRouteModules: { root: {}, "routes/($lang)": {} },
    };
    expect(routeModulesToPreload(globals, "/en-US/news")).toEqual(["/assets/routes/($lang).news.js"]);
  });

  it("returns nothing before Remix has started or for an undiscovered route", () => {
    expect(routeModulesToPreload({}, "/news")).toEqual([]);
    const globals = {
      __remixManifest: { version: "1", routes: { root: manifestRoutes.root } },
      __remixRouter: { routes },
      __remixRouteModules: { root: {} },
    };
    expect(routeModulesToPreload(globals, "/news")).toEqual([]);
  });
});
