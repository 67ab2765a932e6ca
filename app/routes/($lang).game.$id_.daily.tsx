// `/game/{id}/daily`: the dataset's own daily of today, played on the game page itself (its loader
// and forms tell this page by its path).
export {
  action,
  default,
  handle,
  links,
  loader,
  meta,
  rateTiers,
  shouldRevalidate,
} from "./($lang).game.$id/route";
