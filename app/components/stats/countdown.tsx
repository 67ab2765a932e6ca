import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { timeLeft } from "./format";
import { LocalTime } from "./local-time";

/**
 * Time left until `targetIso` (the next 00:00 UTC). The server states the reset time (in UTC);
 * the browser names it in local time and counts down every second.
 */
export function Countdown({ targetIso }: { targetIso: string }) {
  const { t } = useTranslation("stats");
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = now === null ? null : timeLeft(Date.parse(targetIso), now);
  return (
    <div className="countdown">
      {left ? (
        <p className="countdown__left" role="timer" aria-atomic="true">
          {t("countdown.nextIn", {
            time: [
              t("countdown.hours", { count: left.hours }),
              t("countdown.minutes", { count: left.minutes }),
              t("countdown.seconds", { count: left.seconds }),
            ].join(" "),
          })}
        </p>
      ) : null}
      <p className="muted">
        {t("countdown.nextAtLabel")} <LocalTime iso={targetIso} />
      </p>
    </div>
  );
}
