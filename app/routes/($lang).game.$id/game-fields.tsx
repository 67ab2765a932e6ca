/**
 * The record a form acts on (spec §4: games are addressed by record, not by browser):
 * every game form posts the id and session id of the game the page shows.
 */
export function GameFields({ game }: { game: { recordId: number; sessionId: string } }) {
  return (
    <>
      <input type="hidden" name="recordId" value={game.recordId} />
      <input type="hidden" name="sessionId" value={game.sessionId} />
    </>
  );
}
