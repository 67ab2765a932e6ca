import type { MetaDescriptor } from "@remix-run/cloudflare";

/** A page's card when its link is pasted into a chat or a post (Open Graph, Twitter). */
export type SocialCard = {
  title: string;
  /** One or two sentences in the page's language. */
  description: string;
  /** The page's absolute URL, without a query (what the card links to). */
  url: string;
  /** An absolute image URL: one static file, so the Worker's bundle does not grow. */
  image: string;
  locale: string;
};

/** The site's one card image (1200×630, in public/): served as a static asset, not by the Worker. */
export const SOCIAL_IMAGE_PATH = "/og-image.png";

/** The page's `<title>` and description, then the same as Open Graph and Twitter card tags. */
export function socialMeta(card: SocialCard): MetaDescriptor[] {
  return [
    { title: card.title },
    { name: "description", content: card.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Datadle" },
    { property: "og:title", content: card.title },
    { property: "og:description", content: card.description },
    { property: "og:url", content: card.url },
    { property: "og:locale", content: card.locale.replace("-", "_") },
    { property: "og:image", content: card.image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: card.title },
    { name: "twitter:description", content: card.description },
    { name: "twitter:image", content: card.image },
  ];
}
