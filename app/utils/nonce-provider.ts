import { createContext, useContext } from "react";

/** The CSP nonce of the response being rendered (empty in the browser, which hides it anyway). */
export const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
