// /users/{id} is the same public profile page as /profile/{id} (spec §2 lists both routes).
export { default, handle, links, loader, meta } from "../($lang).profile.$id/route";
