import type { SubmissionResult } from "@conform-to/react";
import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import authStyles from "~/components/auth/auth.css?url";
import { AvatarPreview } from "~/components/auth/avatar-preview";
import { timeZoneOptionsHtml } from "~/components/auth/time-zone-options";
import { ChallengeInbox } from "~/components/game/challenge-inbox";
import { PlayStatsPanel } from "~/components/stats/play-stats-panel";
import { UserStatsPanel } from "~/components/stats/user-stats-panel";
import { FormError, FormField, useErrorText } from "~/components/ui/form-field";
import { Link } from "~/components/ui/link";
import { inputProps, serverForm } from "~/components/ui/server-form";
import { localeFromPath, localizePath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { useLocalePath } from "~/i18n/use-locale-path";
import { profileFormSchema } from "~/schemas/profile";
import { getOwnProfileView, updateProfile } from "~/services/profile.server";
import { formatSocialLines, genders, profileLanguages, themes } from "~/utils/profile-fields";
import { requireUserForPage } from "~/web/guards.server";
import { pageAction } from "~/web/page.server";
import { timeZoneLines } from "~/web/profile-page.server";
import { redirectWithToast } from "~/web/toast.server";
import { deleteAccountAction, resendVerificationAction } from "./account-actions.server";
import { AccountZone } from "./account-zone";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];

/** The browser loads these translations before hydrating. */
export const handle = { i18n: ["auth", "stats", "game"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const authUser = await requireUserForPage(context, request);
  const t = getT(localeFromPath(new URL(request.url).pathname), "auth");
  const { profile, account, stats, playStats, challenges } = await getOwnProfileView(
    context.deps,
    authUser.id,
  );
  const timeZones = timeZoneLines();
  return { title: t("profile.metaTitle"), profile, account, timeZones, stats, playStats, challenges };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Datadle" }];

const profileAction = pageAction(
  profileFormSchema,
  async ({ deps, requireUser, value, locale: pageLocale }) => {
    const user = await requireUser();
    const saved = await updateProfile(deps, user.id, value);
    // A chosen language is applied at once: the profile reopens in it.
    const locale = saved.language ?? pageLocale;
    return redirectWithToast(localizePath("/profile", locale), {
      type: "success",
      title: getT(locale, "auth")("profile.saved"),
    });
  },
);

/** Three forms post here: the profile (no intent), the danger zone and "send the verification link again". */
export async function action(args: ActionFunctionArgs) {
  const intent = (await args.request.clone().formData()).get("intent");
  if (intent === "deleteAccount") return deleteAccountAction(args);
  if (intent === "resendVerification") return resendVerificationAction(args);
  return profileAction(args);
}

type Reply = { result?: SubmissionResult<string[]> } | undefined;

/** Which form a refused submit belongs to: the danger zone's reply carries its intent. */
function replyOf(actionData: Reply) {
  const result = actionData?.result;
  const intent = (result?.initialValue as Record<string, unknown> | undefined)?.intent;
  if (intent === "deleteAccount") return { profile: undefined, account: result, resend: undefined };
  if (intent === "resendVerification") return { profile: undefined, account: undefined, resend: result };
  return { profile: result, account: undefined, resend: undefined };
}

export default function ProfilePage() {
  const { profile, account, timeZones: zones, stats, playStats, challenges } = useLoaderData<typeof loader>();
  const replies = replyOf(useActionData<typeof action>() as Reply);
  const { t } = useTranslation("auth");
  const lp = useLocalePath();
  const navigation = useNavigation();
  // A refused resend (too many mails) says how long to wait, under its button.
  const resendError = useErrorText("auth")(replies.resend?.error?.[""] ?? undefined);
  const [avatarUrl, setAvatarUrl] = useState(profile.avatarUrl ?? "");
  // Checked by the server alone (`profileFormSchema` in the action): no zod in the browser.
  const { form, fields } = serverForm(
    "profile-form",
    [
      "nickname",
      "avatarUrl",
      "gender",
      "birthday",
      "location",
      "bio",
      "language",
      "timezone",
      "theme",
      "website",
      "socialLinks",
      "interests",
    ],
    replies.profile,
    {
      nickname: profile.nickname ?? "",
      avatarUrl: profile.avatarUrl ?? "",
      gender: profile.gender,
      birthday: profile.birthday ?? "",
      location: profile.location ?? "",
      bio: profile.bio ?? "",
      language: profile.language ?? "",
      timezone: profile.timezone ?? "",
      theme: profile.theme,
      website: profile.website ?? "",
      socialLinks: formatSocialLines(profile.socialLinks),
      interests: (profile.interests ?? []).join(", "),
    },
  );
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : undefined;
  const busy = submitting !== undefined && submitting !== "deleteAccount";
  return (
    <section className="profile-page" aria-labelledby="profile-title">
      <h1 id="profile-title">{t("profile.title")}</h1>
      <p className="muted">{t("profile.intro")}</p>
      <dl className="debug-list card">
        <dt>{t("profile.username")}</dt>
        <dd>{account.username}</dd>
        <dt>{t("profile.email")}</dt>
        <dd>{account.email ?? t("profile.noEmail")}</dd>
        {account.email ? (
          <>
            <dt>{t("emailStatus.label")}</dt>
            <dd>{account.isVerified ? t("emailStatus.verified") : t("emailStatus.unverified")}</dd>
          </>
        ) : null}
      </dl>
      {account.email && !account.isVerified ? (
        <Form method="post">
          <input type="hidden" name="intent" value="resendVerification" />
          <FormError id="resend-verification-error" message={resendError} />
          <button type="submit" className="button button--sm">
            {t("emailStatus.resend")}
          </button>
        </Form>
      ) : null}
      <p>
        <Link to={lp(`/users/${profile.userId}`)}>{t("profile.viewPublic")}</Link>
      </p>
      <UserStatsPanel stats={stats} />
      <PlayStatsPanel stats={playStats} />
      <ChallengeInbox items={challenges} />
      <Form method="post" id={form.id} noValidate={form.noValidate}>
        <fieldset>
          <legend>{t("profile.publicSection")}</legend>
          <AvatarPreview url={avatarUrl} />
          <div className="profile-grid">
            <FormField field={fields.nickname} label={t("profile.nickname")}>
              {(aria) => <input {...inputProps(fields.nickname, "text")} {...aria} />}
            </FormField>
            <FormField field={fields.gender} label={t("profile.gender")}>
              {(aria) => (
                <select name={fields.gender.name} defaultValue={fields.gender.defaultValue} {...aria}>
                  {genders.map((gender) => (
                    <option key={gender} value={gender}>
                      {t(`profile.genders.${gender}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
          <FormField field={fields.avatarUrl} label={t("profile.avatarUrl")} hint={t("profile.avatarHint")}>
            {(aria) => (
              <input
                {...inputProps(fields.avatarUrl, "url")}
                {...aria}
                onChange={(event) => setAvatarUrl(event.currentTarget.value)}
              />
            )}
          </FormField>
        </fieldset>
        <fieldset>
          <legend>{t("profile.privateSection")}</legend>
          <div className="profile-grid">
            <FormField field={fields.birthday} label={t("profile.birthday")}>
              {(aria) => <input {...inputProps(fields.birthday, "date")} {...aria} />}
            </FormField>
            <FormField field={fields.location} label={t("profile.location")}>
              {(aria) => <input {...inputProps(fields.location, "text")} {...aria} />}
            </FormField>
          </div>
          <FormField field={fields.bio} label={t("profile.bio")}>
            {(aria) => <textarea name={fields.bio.name} defaultValue={fields.bio.defaultValue} {...aria} />}
          </FormField>
          <FormField field={fields.website} label={t("profile.website")}>
            {(aria) => <input {...inputProps(fields.website, "url")} {...aria} />}
          </FormField>
          <FormField
            field={fields.socialLinks}
            label={t("profile.socialLinks")}
            hint={t("profile.socialLinksHint")}
          >
            {(aria) => (
              <textarea
                name={fields.socialLinks.name}
                defaultValue={fields.socialLinks.defaultValue}
                {...aria}
              />
            )}
          </FormField>
          <FormField
            field={fields.interests}
            label={t("profile.interests")}
            hint={t("profile.interestsHint")}
          >
            {(aria) => <input {...inputProps(fields.interests, "text")} {...aria} />}
          </FormField>
        </fieldset>
        <fieldset>
          <legend>{t("profile.preferencesSection")}</legend>
          <div className="profile-grid">
            <FormField field={fields.theme} label={t("profile.theme")}>
              {(aria) => (
                <select name={fields.theme.name} defaultValue={fields.theme.defaultValue} {...aria}>
                  {themes.map((theme) => (
                    <option key={theme} value={theme}>
                      {t(`profile.themes.${theme}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField field={fields.language} label={t("profile.language")}>
              {(aria) => (
                <select name={fields.language.name} defaultValue={fields.language.defaultValue} {...aria}>
                  <option value="">{t("profile.languageDefault")}</option>
                  {profileLanguages.map((language) => (
                    <option key={language} value={language}>
                      {t(`profile.languages.${language}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField field={fields.timezone} label={t("profile.timezone")}>
              {(aria) => (
                <select
                  name={fields.timezone.name}
                  defaultValue={fields.timezone.defaultValue}
                  {...aria}
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: every zone and the label are escaped (time-zone-options.ts)
                  dangerouslySetInnerHTML={{
                    __html: timeZoneOptionsHtml(
                      zones,
                      t("profile.timezoneDefault"),
                      fields.timezone.defaultValue ?? "",
                    ),
                  }}
                />
              )}
            </FormField>
          </div>
        </fieldset>
        <button type="submit" className="button button--primary button--lg" disabled={busy}>
          {busy ? t("profile.saving") : t("profile.save")}
        </button>
      </Form>
      <AccountZone account={account} reply={replies.account} busy={submitting === "deleteAccount"} />
    </section>
  );
}
