import type { LinksFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import authStyles from "~/components/auth/auth.css?url";
import { getT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { listOutbox } from "~/services/mail/outbox.server";
import { DomainError } from "~/utils/domain-error";
import { pageLoader } from "~/web/page.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];

export const handle = { i18n: ["auth"] };

/**
 * The local mail outbox (ADR 019): what the D1 mailer stored, newest first, `?to=` for one address.
 * Only where `MAIL_OUTBOX` is "1" (local, tests); production has no such var and answers 404.
 */
export const loader = pageLoader(async ({ deps, url, locale }) => {
  if (deps.env.MAIL_OUTBOX !== "1") throw new DomainError("NOT_FOUND", "Not found");
  const mails = await listOutbox(deps.db, url.searchParams.get("to"));
  return {
    title: getT(locale, "auth")("outbox.metaTitle"),
    mails: mails.map((mail) => ({ ...mail, links: mail.text.match(/https?:\/\/\S+/g) ?? [] })),
  };
});

export const meta = ({ data }: { data?: { title?: string } }) => [{ title: data?.title ?? "Datadle" }];

export default function OutboxPage() {
  const { mails } = useLoaderData<typeof loader>();
  const { t } = useTranslation("auth");
  return (
    <section className="prose" aria-labelledby="outbox-title">
      <h1 id="outbox-title">{t("outbox.title")}</h1>
      <p className="muted">{t("outbox.intro")}</p>
      {mails.length === 0 ? <p>{t("outbox.empty")}</p> : null}
      {mails.map((mail) => (
        <article key={mail.id} className="card outbox-mail" data-kind={mail.kind}>
          <h2>{mail.subject}</h2>
          <p>
            {t("outbox.to")}: <span className="outbox-to">{mail.to}</span> · {mail.createdAt}
          </p>
          <pre>{mail.text}</pre>
          <ul aria-label={t("outbox.links")}>
            {mail.links.map((link) => (
              <li key={link}>
                <a href={link}>{link}</a>
              </li>
            ))}
          </ul>
        </article>
      ))}
    </section>
  );
}
