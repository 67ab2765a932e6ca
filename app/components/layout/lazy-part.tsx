import { type ComponentType, lazy, memo, Suspense } from "react";

/** A lazily loaded component, plus `preload()` to fetch its code ahead of its first render. */
export type LazyPart<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A part of a page whose code the browser downloads only when it first shows (first-visit
 * JavaScript), e.g. the game's end screen or the error page. The server has it at once (its bundle
 * holds the code, loaded when the Worker starts), so the HTML is complete with or without
 * JavaScript; hydrating a page that shows it keeps the server's HTML until the code arrives (the
 * Suspense boundary). Memoised: a parent's re-render with the same props does not touch that HTML.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  // React's lazy types its props through refs; the part forwards plain props only.
  const Lazy = lazy(() =>
    preload().then((component) => ({ default: component })),
  ) as unknown as ComponentType<P>;
  const onServer = typeof document === "undefined";
  if (onServer) void preload().catch(() => {});

  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at a module's top level, like React.lazy
  function Part(props: P) {
    // The server renders the loaded component itself (no streamed fallback); the browser always goes
    // through `Lazy`, which renders synchronously once its code is in.
    const Component: ComponentType<P> = onServer && loaded ? loaded : Lazy;
    return (
      <Suspense fallback={null}>
        <Component {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  return Object.assign(memo(Part) as unknown as ComponentType<P>, { preload });
}
