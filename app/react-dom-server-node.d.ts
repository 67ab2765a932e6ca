// react-dom 18 ships `react-dom/server.node` (package exports) without its own type file; its API is
// the one @types/react-dom declares for "react-dom/server" (entry.server.tsx uses it, see there).
declare module "react-dom/server.node" {
  export { renderToPipeableStream } from "react-dom/server";
}
