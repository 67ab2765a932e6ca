// The table readers' worst cases at the upload cap, in npm run bench (bench/readers.mjs says how;
// npm run bench:readers runs it alone). Node's CPU, not the Worker's: no server is needed.
import { benchReaders } from "./readers.mjs";

export default async function () {
  await benchReaders();
}
