import { defaultLocale } from "./config";
import { groupByLocale, type Messages } from "./resources";

// Every locale's every namespace, in the server bundle (the browser gets only a page's: ADR 012).
const modules = import.meta.glob<Messages>("../../locales/*/*.json", {
  eager: true,
  import: "default",
});
export const resources = groupByLocale(modules);
export const allNamespaces = Object.keys(resources[defaultLocale]);
