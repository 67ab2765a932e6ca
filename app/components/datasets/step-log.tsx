import { useTranslation } from "~/i18n/react";
import type { DevStep } from "~/services/datasets/dev-steps.server";

export function StepLog({ steps, ns }: { steps: DevStep[]; ns: "testFork" | "testUpload" }) {
  const { t } = useTranslation("authoring");
  if (steps.length === 0) return null;
  return (
    <section aria-labelledby="steps-title">
      <h2 id="steps-title">{t("testFork.steps")}</h2>
      <ol className="step-log">
        {steps.map((step) => (
          <li key={step.key} className="card">
            <h3>{t(`${ns}.step_${step.key}` as "testFork.step_read", { defaultValue: step.key })}</h3>
            <p>
              <strong>{t("testFork.request")}:</strong>{" "}
              <code>{`${step.request.method} ${step.request.path}`}</code>
            </p>
            {step.request.body !== undefined ? <pre>{JSON.stringify(step.request.body, null, 2)}</pre> : null}
            <p>
              <strong>{t("testFork.response")}:</strong>{" "}
              {t("testFork.status", { status: step.response.status })}
            </p>
            <pre>{JSON.stringify(step.response.body, null, 2)}</pre>
          </li>
        ))}
      </ol>
    </section>
  );
}
