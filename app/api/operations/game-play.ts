import {
  beaconSchema,
  endGameSchema,
  gameRecordSchema,
  guessResultSchema,
  guessSchema,
  recordReadQuerySchema,
  recordsPageSchema,
  recordsQuerySchema,
  recordWithChallengeSchema,
  startGameSchema,
} from "~/schemas/game";
import { defineOperations } from "../operation";

export const operations = defineOperations([
  {
    method: "post",
    path: "/api/v1/game/record",
    summary:
      "Start a game: the server picks the answer and returns the record (without it) and its session id",
    tag: "game",
    body: startGameSchema,
    response: gameRecordSchema,
    errors: [404, 409],
  },
  {
    method: "post",
    path: "/api/v1/game/record/{id}/guess",
    summary: "Guess an entry; guests send the record's session_id, a signed-in owner may rely on their token",
    tag: "game",
    body: guessSchema,
    response: guessResultSchema,
    errors: [404, 409],
  },
  {
    method: "get",
    path: "/api/v1/game/record/{id}",
    summary:
      "A game record (answer once ended) with the challenger's result beside it and, once ended, its own challenge token",
    tag: "game",
    query: recordReadQuerySchema,
    response: recordWithChallengeSchema,
    errors: [404],
  },
  {
    method: "put",
    path: "/api/v1/game/record/{id}",
    summary: "End a game; the first end wins, client values are kept only in other_info",
    tag: "game",
    body: endGameSchema,
    response: gameRecordSchema,
    errors: [404],
  },
  {
    method: "post",
    path: "/api/v1/game/record/{id}",
    summary: "End a game by navigator.sendBeacon: a text/plain JSON body authenticated by its session_id",
    tag: "game",
    body: beaconSchema,
    bodyContentType: "text/plain",
    response: gameRecordSchema,
    errors: [404],
  },
  {
    method: "get",
    path: "/api/v1/game/records",
    summary: "The player's own game records, newest first (signed in, or a guest by its dd_guest cookie)",
    tag: "game",
    auth: true,
    query: recordsQuerySchema,
    response: recordsPageSchema,
  },
]);
