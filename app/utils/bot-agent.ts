import { isbot } from "isbot";

// isbot's one big regular expression costs about 0.05 ms per call, and a visitor's user agent
// repeats from request to request: remember the answer (bounded) per isolate.
const botAgents = new Map<string, boolean>();

/** Whether a user agent is a crawler or other bot (isbot), remembered per user agent. */
export function isBotAgent(userAgent: string): boolean {
  let bot = botAgents.get(userAgent);
  if (bot === undefined) {
    bot = isbot(userAgent);
    if (botAgents.size >= 200) botAgents.clear();
    botAgents.set(userAgent, bot);
  }
  return bot;
}
