/** Goes back in history; without JavaScript (or history) it links to `fallbackHref`. */
export function BackButton({ label, fallbackHref }: { label: string; fallbackHref: string }) {
  return (
    <a
      href={fallbackHref}
      className="button button--ghost"
      onClick={(event) => {
        if (window.history.length > 1) {
          event.preventDefault();
          window.history.back();
        }
      }}
    >
      {label}
    </a>
  );
}
