import { Link } from "~/components/ui/link";

type DeadLinkNoticeProps = {
  /** The page's id: its heading is `${id}-title`. */
  id: string;
  title: string;
  /** Why the emailed link no longer works. */
  problem: string;
  /** Where a new link comes from, when that needs saying. */
  hint?: string;
  /** The page that gives a new link, and its button's words. */
  to: string;
  action: string;
};

/**
 * What an emailed link's page shows when its token is used, expired or unknown: the reason at once,
 * and the way to a new link, instead of a form that would refuse after it was filled in.
 */
export function DeadLinkNotice({ id, title, problem, hint, to, action }: DeadLinkNoticeProps) {
  return (
    <section className="auth-page card" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{title}</h1>
      <p className="form-error" role="alert">
        {problem}
      </p>
      {hint ? <p>{hint}</p> : null}
      <p>
        <Link to={to} className="button button--primary">
          {action}
        </Link>
      </p>
    </section>
  );
}
