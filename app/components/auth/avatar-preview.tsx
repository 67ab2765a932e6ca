import { useTranslation } from "~/i18n/react";

const isImageUrl = (value: string) => /^https?:\/\/\S+$/i.test(value) && URL.canParse(value);

/** Shows the avatar the URL field currently points to (live while typing when JavaScript runs). */
export function AvatarPreview({ url }: { url: string }) {
  const { t } = useTranslation("auth");
  return (
    <div className="avatar-preview" aria-live="polite">
      {isImageUrl(url) ? (
        <img
          src={url}
          alt={t("profile.avatarPreview")}
          className="avatar avatar--lg"
          width={64}
          height={64}
        />
      ) : (
        <span className="avatar-preview__placeholder">{t("profile.noAvatar")}</span>
      )}
    </div>
  );
}
