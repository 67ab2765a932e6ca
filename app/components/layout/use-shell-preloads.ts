import { useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { preloadToasts } from "~/components/toast/toast-viewport";
import { ErrorPage } from "./error-page";

/**
 * The shell's lazily loaded parts a navigation may show (not on a first visit): while a
 * page is on its way the error page's code loads, and after a form is sent the toast's too (a
 * flash toast usually follows one), so neither appears late.
 */
export function useShellPreloads(): void {
  const { state } = useNavigation();
  useEffect(() => {
    if (state === "idle") return;
    ErrorPage.preload().catch(() => {});
    if (state === "submitting") preloadToasts();
  }, [state]);
}
