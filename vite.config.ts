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
 * all of it on a first visit, and one file compresses smaller than four (first-visit JavaScript).
 */
const FRAMEWORK =
  /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|turbo-stream|@remix-run\/(react|router|server-runtime))\//;

const quickBuild = Boolean(process.env.DATADLE_QUICK_BUILD);

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    // `remix vite:dev` only: the proxy starts a local workerd (wrangler's getPlatformProxy) for every
    // dev server, and a build's route analysis runs one per client and server build.
    ...(command === "serve" ? [cloudflareDevProxyVitePlugin({ getLoadContext })] : []),
    remix({
      buildDirectory: process.env.BUILD_DIR ?? "build",
      // The local mail outbox page is `npm start`'s only (DATADLE_LOCAL_ROUTES=1): `npm run build`, what
      // is deployed, has no such route at all (scripts/worker-bundle.test.ts reads the bundle).
      ignoredRouteFiles: process.env.DATADLE_LOCAL_ROUTES === "1" ? [] : ["**/*.dev.outbox.tsx"],
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
    // server build stays unminified (Vite's default for SSR). `npm start` builds with
    // DATADLE_QUICK_BUILD=1: esbuild minifies in about a second where terser takes 5-20 s here,
    // and the sizes of a local run's files matter to no one.
    minify: isSsrBuild ? false : quickBuild ? "esbuild" : "terser",
    reportCompressedSize: !quickBuild,
    rollupOptions: isSsrBuild
      ? undefined
      : { output: { manualChunks: (id: string) => (FRAMEWORK.test(id) ? "framework" : undefined) } },
  },
}));
