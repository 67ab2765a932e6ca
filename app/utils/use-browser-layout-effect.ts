import { useEffect, useLayoutEffect } from "react";

/** `useLayoutEffect` in the browser (before the frame is painted), `useEffect` on the server (no warning). */
export const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;
