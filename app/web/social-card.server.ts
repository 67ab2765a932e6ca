import { type Locale, localizePath } from "~/i18n/config";
import { SOCIAL_IMAGE_PATH, type SocialCard } from "~/utils/social-meta";

/** Cards shorter than a chat's preview cut-off (Twitter shows about 200 characters). */
const DESCRIPTION_MAX = 200;

function clip(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/** A page's social card: `path` is its locale-free path, made absolute on the site's origin (`siteOrigin`). */
export function socialCard(
  origin: string,
  locale: Locale,
  card: { title: string; description: string; path: string },
): SocialCard {
  return {
    title: card.title,
    description: clip(card.description),
    url: `${origin}${localizePath(card.path, locale)}`,
    image: `${origin}${SOCIAL_IMAGE_PATH}`,
    locale,
  };
}
