/** Only https images are shown (uploads refuse anything else; older http URLs are skipped). */
export const isSafeImageUrl = (url: string | null | undefined): url is string =>
  typeof url === "string" && /^https:\/\/\S+$/i.test(url);

/**
 * An entry's picture for the autocomplete list, the guess row and the answer: lazy-loaded, with a
 * fixed box so nothing moves when it arrives; decorative (the entry's name is always next to it).
 * A picture that does not load leaves a plain tile (the box's background), never a broken icon.
 */
export function EntryImage({ url, size = 32 }: { url: string | null | undefined; size?: number }) {
  if (!isSafeImageUrl(url)) return null;
  return (
    <img
      className="entry-image"
      src={url}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      style={{ width: size, height: size, objectFit: "cover", flex: "none", borderRadius: 4 }}
    />
  );
}
