import { cloudflareDevProxyVitePlugin, vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { getLoadContext } from "./load-context";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * The browser's framework (React, React DOM, Remix and its router) in one chunk: every page loads
 * all of it on a first visit, and one file compresses smaller than four (issue 13, first-visit JS).
 */
const FRAMEWORK =
  /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|turbo-stream|@remix-run\/(react|router|server-runtime))\//;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    cloudflareDevProxyVitePlugin({ getLoadContext }),
    remix({
      buildDirectory: process.env.BUILD_DIR ?? "build",
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
    tsconfigPaths(),
  ],
  ssr: {
    resolve: { conditions: ["workerd", "worker", "browser"] },
  },
  resolve: { mainFields: ["browser", "module", "main"] },
  build: {
    sourcemap: false,
    // terser packs the browser's framework chunk 3.2 KB (gz) smaller than esbuild does; the
    // server build stays unminified (Vite's default for SSR).
    minify: isSsrBuild ? false : "terser",
    rollupOptions: isSsrBuild
      ? undefined
      : { output: { manualChunks: (id: string) => (FRAMEWORK.test(id) ? "framework" : undefined) } },
  },
}));
