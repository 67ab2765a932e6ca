import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { renderDocument, renderInOnePass } from "./render-html.server";

function Page({ children }: { children: React.ReactNode }) {
  return (
    <html lang="zh-CN">
      <head>
        <title>标题</title>
      </head>
      <body>{children}</body>
    </html>
  );
}

const streamed = (element: React.ReactNode, onError: (error: unknown) => void = () => {}) =>
  renderDocument(element, { signal: new AbortController().signal, onError }).then((bytes) =>
    new TextDecoder("utf-8", { fatal: true }).decode(bytes),
  );

type Gate = { promise: Promise<void>; open: boolean };

/** Suspends until its gate opens, as a lazy part or deferred data would. */
function Waiting({ gate, text }: { gate: Gate; text: string }) {
  if (!gate.open) throw gate.promise;
  return <p>{text}</p>;
}

function Broken(): never {
  throw new Error("broken part");
}

describe("renderInOnePass and renderDocument (the page's HTML)", () => {
  it("renders a page in one pass exactly as the stream renderer does, doctype included", async () => {
    const page = (
      <Page>
        <main>
          {Array.from({ length: 40 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
            <p key={i} className="row" data-n={i}>
              汉字 {i} &lt;b&gt; "quoted"
            </p>
          ))}
          <Suspense fallback={<span>…</span>}>
            <p>ready at once</p>
          </Suspense>
        </main>
      </Page>
    );
    const html = renderInOnePass(page);
    expect(html).not.toBeNull();
    expect(html?.startsWith("<!DOCTYPE html><html")).toBe(true);
    expect(html).toContain("ready at once");
    expect(html).toBe(await streamed(page));
  });

  it("gives a page whose part suspends to the stream renderer, which waits for it", async () => {
    let resolve!: () => void;
    const gate: Gate = { promise: new Promise<void>((done) => (resolve = done)), open: false };
    void gate.promise.then(() => {
      gate.open = true;
    });
    const page = (
      <Page>
        <Suspense fallback={<span>loading</span>}>
          <Waiting gate={gate} text="arrived later" />
        </Suspense>
      </Page>
    );
    expect(renderInOnePass(page)).toBeNull();
    const pending = streamed(page);
    resolve();
    const html = await pending;
    expect(html).toContain("<p>arrived later</p>");
    expect(html).not.toContain("loading");
  });

  it("gives a part that fails inside a Suspense boundary to the stream renderer, which reports it", async () => {
    const page = (
      <Page>
        <Suspense fallback={<span>fallback</span>}>
          <Broken />
        </Suspense>
      </Page>
    );
    expect(renderInOnePass(page)).toBeNull();
    const errors: unknown[] = [];
    await streamed(page, (error) => {
      errors.push(error);
    });
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toContain("broken part");
  });

  it("writes no NUL bytes where a Chinese character meets the end of the stream's 2 KB buffer", async () => {
    for (let length = 150; length < 190; length++) {
      const bytes = await renderDocument(
        <Page>
          <p>{"x".repeat(length)}</p>
          {[0, 7, 13, 29, 31, 50].map((extra) => (
            <p key={extra}>{"汉".repeat(length + extra)}</p>
          ))}
        </Page>,
        { signal: new AbortController().signal, onError: () => {} },
      );
      expect(bytes.indexOf(0), `text of ${length} characters`).toBe(-1);
    }
  });
});
