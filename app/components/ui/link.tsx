import { Link as RemixLink, NavLink as RemixNavLink, useLocation } from "@remix-run/react";
import type { ComponentProps } from "react";

type LinkProps = ComponentProps<typeof RemixLink>;
type NavLinkProps = ComponentProps<typeof RemixNavLink>;

const onServer = typeof document === "undefined";

/**
 * A path this app's links give as is: absolute ("/…", not "//…"), with a non-empty search and hash
 * when present. For these, Remix's <Link> writes `href` equal to `to` (basename "/", nothing to
 * resolve against the current route).
 */
const PLAIN_PATH = /^\/(?!\/)[^?#]*(?:\?[^#]+)?(?:#.+)?$/;

type RouterOnlyProps =
  | "to"
  | "prefetch"
  | "discover"
  | "reloadDocument"
  | "replace"
  | "state"
  | "preventScrollReset"
  | "relative"
  | "onClick"
  | "viewTransition";

/** A link's props less the ones only the router reads: what the server's `<a>` carries. */
function anchorAttributes<P extends Partial<Pick<LinkProps, RouterOnlyProps>>>(
  props: P,
): Omit<P, RouterOnlyProps> {
  const {
    to: _to,
    prefetch: _prefetch,
    discover: _discover,
    reloadDocument: _reloadDocument,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    relative: _relative,
    onClick: _onClick,
    viewTransition: _viewTransition,
    ...attributes
  } = props;
  return attributes;
}

/**
 * Whether the server writes the link itself: a plain path (`path`), the default prefetch and
 * discovery, no document reload and no view transition; anything else is the router's to render.
 */
function writesDirectly<
  P extends Pick<LinkProps, "to" | "prefetch" | "discover" | "reloadDocument" | "viewTransition">,
>(props: P, path: RegExp): props is P & { to: string } {
  const { to, prefetch = "none", discover = "render" } = props;
  return (
    onServer &&
    typeof to === "string" &&
    path.test(to) &&
    prefetch === "none" &&
    discover === "render" &&
    !props.reloadDocument &&
    !props.viewTransition
  );
}

/**
 * Remix's <Link>, with the server render of a plain path written directly. Each <Link> costs the
 * server render several router hooks (the route matches stringified and parsed again, the path
 * resolved, the click handler and prefetch state made) for an `<a>` whose only server output is
 * its attributes: about 15 µs a link in the page profiles. On the server, a link to a
 * plain path with the default prefetch and discovery is written as the same element Remix writes
 * (its props, `data-discover="true"`, `href`); the browser always renders Remix's <Link>, which
 * hydrates that element and handles clicks, prefetching and route discovery as before.
 */
export function Link(props: LinkProps) {
  if (!writesDirectly(props, PLAIN_PATH)) return <RemixLink {...props} />;
  const { target, ...attributes } = anchorAttributes(props);
  return <a {...attributes} data-discover="true" href={props.to} target={target} />;
}

/** A plain path whose pathname the router would not percent-encode (NavLink compares it with the page's). */
const PLAIN_NAV_PATH = /^\/(?![/])[A-Za-z0-9\-._~/]*(?:\?[^#]+)?(?:#.+)?$/;

/**
 * Remix's <NavLink>, with the server render of a plain path written directly, as <Link> above: the
 * same `<a>` (its props, `data-discover="true"`, `aria-current` and the `active` class when the
 * page's path is the link's or below it (`end`: only the same path), `href`). On the server no
 * navigation is pending or transitioning. The browser always renders Remix's <NavLink>.
 */
export function NavLink(props: NavLinkProps) {
  const location = useLocation();
  if (!writesDirectly(props, PLAIN_NAV_PATH)) return <RemixNavLink {...props} />;
  const {
    to,
    "aria-current": ariaCurrentProp = "page",
    caseSensitive = false,
    className: classNameProp = "",
    end = false,
    style: styleProp,
    children,
    ...rest
  } = props;
  const cut = to.search(/[?#]/);
  let toPathname = cut < 0 ? to : to.slice(0, cut);
  let locationPathname = location.pathname;
  if (!caseSensitive) {
    toPathname = toPathname.toLowerCase();
    locationPathname = locationPathname.toLowerCase();
  }
  const endSlashPosition =
    toPathname !== "/" && toPathname.endsWith("/") ? toPathname.length - 1 : toPathname.length;
  const isActive =
    locationPathname === toPathname ||
    (!end && locationPathname.startsWith(toPathname) && locationPathname.charAt(endSlashPosition) === "/");
  const renderProps = { isActive, isPending: false, isTransitioning: false };
  const className =
    typeof classNameProp === "function"
      ? classNameProp(renderProps)
      : [classNameProp, isActive ? "active" : null].filter(Boolean).join(" ");
  const style = typeof styleProp === "function" ? styleProp(renderProps) : styleProp;
  const { target, ...attributes } = anchorAttributes(rest);
  return (
    <a
      {...attributes}
      data-discover="true"
      aria-current={isActive ? ariaCurrentProp : undefined}
      className={className}
      style={style}
      href={to}
      target={target}
    >
      {typeof children === "function" ? children(renderProps) : children}
    </a>
  );
}
