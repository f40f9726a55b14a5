import { PermitsCatchUp } from './permits-catch-up';
import { PermitsNotice } from './permits-notice';

/**
 * A session without permits: the notice on My Company and the catch-up on the
 * certifier's approval. One chunk, fetched only by such a session (SessionKeeper).
 */
export function WaitingForPermits() {
  return (
    <>
      <PermitsNotice />
      <PermitsCatchUp />
    </>
  );
}
