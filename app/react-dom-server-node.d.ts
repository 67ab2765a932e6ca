// react-dom 18 ships `react-dom/server.node` (package exports) without its own type file; its API is
// the one @types/react-dom declares for "react-dom/server" (app/web/render-html.server.ts uses it).
declare module "react-dom/server.node" {
  export { renderToPipeableStream, renderToString } from "react-dom/server";
}
