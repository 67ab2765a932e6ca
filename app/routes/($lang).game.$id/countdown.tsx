import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";

const pad = (value: number) => String(value).padStart(2, "0");

/** Time left by the server's clock (its offset from the browser's is measured once per render of the page). */
export function Countdown({
  deadline,
  serverNow,
  onExpire,
}: {
  deadline: number;
  serverNow: number;
  onExpire: () => void;
}) {
  const { t } = useTranslation("game");
  const [now, setNow] = useState(serverNow);
  const expired = useRef(false);
  useEffect(() => {
    const offset = serverNow - Date.now();
    const tick = () => setNow(Date.now() + offset);
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [serverNow]);
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  useEffect(() => {
    if (left > 0 || expired.current) return;
    expired.current = true;
    onExpire();
  }, [left, onExpire]);
  return (
    <p className={`game-timer${left <= 30 ? " game-timer--low" : ""}`}>
      <span>{t("timer.label")}</span>{" "}
      <strong role="timer" aria-live="off">
        {left > 0 ? `${pad(Math.floor(left / 60))}:${pad(left % 60)}` : t("timer.timeUp")}
      </strong>
    </p>
  );
}
