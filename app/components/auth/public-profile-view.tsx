import { Link } from "~/components/ui/link";
import { UserDatasetsSlot } from "~/components/users/user-datasets-slot";
import { UserStatsSlot } from "~/components/users/user-stats-slot";
import { useTranslation } from "~/i18n/react";
import { useLocalePath } from "~/i18n/use-locale-path";
import type { PublicProfile } from "~/schemas/profile";

/** A user's page: spec §3 public fields only (nickname, avatar, gender), then the feature slots. */
export function PublicProfileView({ profile, isOwn }: { profile: PublicProfile; isOwn: boolean }) {
  const { t } = useTranslation("auth");
  const lp = useLocalePath();
  const name = profile.nickname ?? `#${profile.userId}`;
  return (
    <article className="user-page" aria-labelledby="user-title">
      <header className="user-page__header card">
        {profile.avatarUrl ? (
          <img src={profile.avatarUrl} alt="" className="avatar avatar--lg" width={64} height={64} />
        ) : (
          <span className="avatar-preview__placeholder" aria-hidden="true">
            {name.slice(0, 1)}
          </span>
        )}
        <div>
          <h1 id="user-title">{name}</h1>
          <p className="muted">
            {t("publicProfile.gender")}:{" "}
            <span data-testid="public-gender">{t(`profile.genders.${profile.gender}`)}</span>
          </p>
          {isOwn ? (
            <p>
              <Link to={lp("/profile")}>{t("publicProfile.editOwn")}</Link>
            </p>
          ) : null}
        </div>
      </header>
      <div className="user-page__slots">
        <UserDatasetsSlot userId={profile.userId} />
        <UserStatsSlot userId={profile.userId} />
      </div>
    </article>
  );
}
