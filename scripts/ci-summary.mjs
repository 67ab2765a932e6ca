#!/usr/bin/env node
// Summarises the vitest JSON reports in test-results/ (unit, workers, e2e with JavaScript on and
// off): one line per level, then every failed test and every test that passed only on a retry, each
// with the first lines of its error, so that the last lines of a CI log say what went wrong.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { relative } from "node:path";
import { stripVTControlCharacters } from "node:util";

const dir = "test-results";
const files = existsSync(dir)
  ? readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .sort()
  : [];
const firstLines = (message, count = 6) =>
  stripVTControlCharacters(message)
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.includes("node_modules"))
    .slice(0, count)
    .map((line) => `      ${line.trim()}`)
    .join("\n");

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const flaky = [];
for (const name of files) {
  const level = name.replace(/\.json$/, "");
  const report = JSON.parse(readFileSync(`${dir}/${name}`, "utf8"));
  let suiteErrors = 0;
  for (const suite of report.testResults) {
    const file = relative(process.cwd(), suite.name);
    if (suite.status === "failed" && suite.assertionResults.length === 0) {
      suiteErrors += 1;
      failures.push({ level, title: `${file} (the file did not run)`, message: suite.message ?? "" });
    }
    for (const test of suite.assertionResults) {
      const title = `${file} > ${test.fullName}`;
      const message = test.failureMessages.join("\n");
      if (test.status === "failed") failures.push({ level, title, message });
      // vitest keeps the errors of failed attempts on a test that then passed on a retry.
      else if (test.status === "passed" && test.failureMessages.length > 0)
        flaky.push({ level, title, message });
    }
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests + suiteErrors;
  skipped += report.numPendingTests + report.numTodoTests;
  console.log(
    `[ci] ${level}: ${report.numPassedTests} passed, ${report.numFailedTests + suiteErrors} failed, ${report.numPendingTests} skipped`,
  );
}
const missing = ["unit", "workers", "e2e"].filter((level) => !files.some((name) => name.startsWith(level)));
if (missing.length > 0) console.log(`[ci] not run (an earlier step failed): ${missing.join(", ")}`);
for (const { level, title, message } of flaky)
  console.log(`[ci] passed on a retry (${level}): ${title}\n${firstLines(message)}`);
for (const { level, title, message } of failures)
  console.log(`[ci] FAILED (${level}): ${title}\n${firstLines(message)}`);
console.log(
  `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}${flaky.length ? `, ${flaky.length} passed on a retry` : ""}`,
);
