/** Where the browser auth store keeps its state; its own module so the root can check for it without loading the store. */
export const AUTH_STORAGE_KEY = "datadle_auth";
